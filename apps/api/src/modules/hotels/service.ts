import { pickTranslation } from '@yado/domain/locales';
import type { CancellationPolicy } from '@yado/domain/cancellation';
import type { HotelLocation } from '@yado/domain/nearby-hotels';
import type { Db } from '../../db/connect';
import { refreshingCache, ttlCache } from '../../cache';
import { AppError } from '../../errors';
import { hotelsRepository } from './repository';
import { brandSettingsSchema, hotelSettingsOf, type BrandSettings, type HotelSettings } from './settings';

type Translations = Record<string, string>;

export interface CatalogueHotel {
  id: number;
  code: string;
  name: string;
  nameTranslations: Translations;
  timeZone: string;
  currency: string;
  locale: string;
  taxRatePercent: number;
  phone: string;
  address: Record<string, string>;
  /** Where the hotel is, when known (the agency map, the airport a flight package flies to). */
  coordinates?: { latitude: number; longitude: number } | null;
  brand: {
    id: number;
    code: string;
    name: string;
    nameTranslations: Translations;
    /** The languages the widget offers for this hotel: the hotel's own choice (ADR 0069), else the brand's; empty for all. */
    bookLanguages: string[];
    settings: BrandSettings;
    /** The brand's hotels a guest can switch between. */
    hotels: Array<{ code: string; name: string; nameTranslations: Translations }>;
  };
  settings: HotelSettings;
}

/** A brand's hotel and where it is: coordinates, the place of places.ts it belongs to, the country of its address. */
export interface BrandHotelLocation extends HotelLocation {
  name: string;
  nameTranslations: Translations;
  address: Record<string, string>;
}

export interface CatalogueRoomType {
  id: number;
  code: string;
  name: string;
  nameTranslations: Translations;
  descriptionTranslations: Translations;
  beds: Array<{ type: string; count: number }>;
  sleeps: number;
  sizeTatami: number;
  sizeSqm: number;
  bath: boolean;
  shower: boolean;
  toilet: boolean;
  smoking: boolean;
  wifi: string;
  maxAdults: number;
  images: Array<{ url: string; alt: Translations }>;
  /** room_search_filters ids this room type matches. */
  filterIds: number[];
}

export interface CataloguePlan {
  id: number;
  code: string;
  name: string;
  nameTranslations: Translations;
  descriptionTranslations: Translations;
  meals: string;
  membersOnly: boolean;
  minimumNights: number;
  paymentMethods: string[];
  /** The share taken by card at booking when paid by deposit (§4 credit_card_deposit). */
  depositPercentage: number | null;
  cancellationPolicyId: number;
  saleStartDate: string | null;
  saleEndDate: string | null;
  isDayUse: boolean;
  /** Locales the plan is sold in; empty for all (3601–3604). */
  languages: string[];
  secretCode: string | null;
  bookingStartDate: string | null;
  siteControllerLinked: boolean;
  /** What signed-in members of the brand save, in percent of each night (§3 sign_in_discount). */
  signInDiscountPercent: number;
  /** The room lottery whose draw alone sells this plan (ADR 0029); null for a plan on open sale. */
  lotteryEventId: string | null;
}

export interface CatalogueRoomPlan {
  id: number;
  code: string;
  saleLimit: number | null;
  plan: CataloguePlan;
  roomType: CatalogueRoomType;
}

export interface HotelPolicy extends CancellationPolicy {
  id: number;
  code: string;
  name: string;
}

export interface Catalogue {
  hotel: CatalogueHotel;
  roomTypes: CatalogueRoomType[];
  plans: CataloguePlan[];
  roomPlans: CatalogueRoomPlan[];
  policies: Map<number, HotelPolicy>;
}

/**
 * The catalogue changes rarely and is read on every search: keep each hotel's for a short while,
 * read again in the background once that long old (searches never wait for the reload).
 */
const CATALOGUE_TTL_MS = 30_000;
/** Catalogues kept: every hotel of a large agency site, whose search prices any of them. */
const CATALOGUES_KEPT = 5000;

export function hotelsService(db: Db, options: { publicBaseUrl: string }) {
  const repository = hotelsRepository(db);
  // The versions asked for in one turn of the event loop, read together in one query once the turn
  // ends. A batch is read after every check that joins it was asked, so it is never older than the
  // read a check compares it with (the cache's `notBefore` holds without looking at it).
  let batch: { codes: Set<string>; byCode: Promise<Map<string, string>>; number: number } | null = null;
  let batchesSent = 0;
  // Each hotel's version as last read, with the batch that read it: the one its catalogue is read
  // under. Batches may answer out of order on a pool; an older one never overwrites a newer.
  const latestVersion = new Map<string, { version: string | undefined; batch: number }>();
  const versionOf = async (code: string) => {
    if (!batch) {
      const codes = new Set<string>();
      const byCode = new Promise<Map<string, string>>((resolve, reject) =>
        setImmediate(() => {
          batch = null;
          repository.catalogueVersions([...codes]).then(resolve, reject);
        }),
      );
      batch = { codes, byCode, number: ++batchesSent };
    }
    const joined = batch;
    joined.codes.add(code);
    const version = await joined.byCode.then(
      (byCode) => byCode.get(code),
      (error: unknown) => {
        latestVersion.delete(code);
        throw error;
      },
    );
    if ((latestVersion.get(code)?.batch ?? 0) <= joined.number) latestVersion.set(code, { version, batch: joined.number });
    return version;
  };
  const cache = refreshingCache<Catalogue | null>(CATALOGUE_TTL_MS, CATALOGUES_KEPT, versionOf);
  // One list per brand, shared by its hotels' catalogues (a brand of a thousand hotels would read it a thousand times).
  const brandHotels = ttlCache<CatalogueHotel['brand']['hotels']>(CATALOGUE_TTL_MS);
  const everyBrandsOrigins = ttlCache<string[]>(CATALOGUE_TTL_MS, 1);
  const brandLocations = ttlCache<BrandHotelLocation[]>(CATALOGUE_TTL_MS);
  // Hotel codes never change once issued.
  const codeById = new Map<number, string>();

  async function loadCatalogue(code: string): Promise<Catalogue | null> {
    const row = await repository.findHotelByCode(code);
    if (!row) return null;
    // The brand's list is shared under its own version (the third part of a catalogue's), so a
    // catalogue reloaded because the list changed never takes the list kept from before.
    const listVersion = latestVersion.get(code)?.version?.split(':')[2] ?? '';
    const [roomTypeRows, planRows, roomPlanRows, policyRows, hotelsOfBrand] = await Promise.all([
      repository.listRoomTypes(row.id),
      repository.listPlans(row.id),
      repository.listRoomPlans(row.id),
      repository.listCancellationPolicies(row.id),
      brandHotels.get(`${row.brand_id}:${listVersion}`, async () =>
        (await repository.listBrandHotels(row.brand_id)).map((h) => ({
          code: h.code,
          name: h.name,
          nameTranslations: h.name_translations,
        })),
      ),
    ]);
    const parts = await repository.listCancellationPolicyParts(policyRows.map((p) => p.id));
    const brandSettings = brandSettingsSchema.parse(row.brand_settings);
    const settings = hotelSettingsOf(row.settings, brandSettings);
    const hotel: CatalogueHotel = {
      id: row.id,
      code: row.code,
      name: row.name,
      nameTranslations: row.name_translations,
      timeZone: row.time_zone,
      currency: row.currency,
      locale: row.locale,
      taxRatePercent: Number(row.tax_rate_percent),
      phone: row.phone,
      address: row.address,
      coordinates: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
      brand: {
        id: row.brand_id,
        code: row.brand_code,
        name: row.brand_name,
        nameTranslations: row.brand_name_translations,
        bookLanguages: settings.book_languages ?? row.book_languages,
        settings: brandSettings,
        hotels: hotelsOfBrand,
      },
      settings,
    };
    const roomTypes: CatalogueRoomType[] = roomTypeRows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      nameTranslations: r.name_translations,
      descriptionTranslations: r.description_translations,
      beds: r.beds,
      sleeps: r.sleeps,
      sizeTatami: Number(r.size_tatami),
      sizeSqm: Number(r.size_sqm),
      bath: r.bath,
      shower: r.shower,
      toilet: r.toilet,
      smoking: r.smoking,
      wifi: r.wifi,
      maxAdults: r.max_adults,
      images: r.images,
      filterIds: r.filter_ids,
    }));
    const plans: CataloguePlan[] = planRows.map((p) => ({
      id: p.id,
      code: p.hotel_plan_code,
      name: p.name,
      nameTranslations: p.name_translations,
      descriptionTranslations: p.description_translations,
      meals: p.meals,
      membersOnly: p.members_only,
      minimumNights: p.minimum_nights,
      paymentMethods: p.payment_methods,
      depositPercentage: p.deposit_percentage,
      cancellationPolicyId: p.cancellation_policy_id,
      saleStartDate: p.sale_start_date,
      saleEndDate: p.sale_end_date,
      isDayUse: p.is_day_use,
      languages: p.languages,
      secretCode: p.secret_code,
      bookingStartDate: p.booking_start_date,
      siteControllerLinked: p.site_controller_linked,
      signInDiscountPercent: p.sign_in_discount_percent,
      lotteryEventId: p.lottery_event_id,
    }));
    const roomTypeById = new Map(roomTypes.map((r) => [r.id, r]));
    const planById = new Map(plans.map((p) => [p.id, p]));
    const roomPlans = roomPlanRows.flatMap((rp) => {
      const plan = planById.get(rp.plan_id);
      const roomType = roomTypeById.get(rp.room_type_id);
      return plan && roomType ? [{ id: rp.id, code: rp.room_plan_code, saleLimit: rp.sale_limit, plan, roomType }] : [];
    });
    const policies = new Map<number, HotelPolicy>(
      policyRows.map((p) => [
        p.id,
        {
          id: p.id,
          code: p.code,
          name: p.name,
          no_show_percentage_of_cost: p.no_show_percentage_of_cost,
          cancellation_policy_parts: parts
            .filter((part) => part.cancellation_policy_id === p.id)
            .map(({ days_before, hours_after, percentage_of_cost }) => ({ days_before, hours_after, percentage_of_cost })),
        },
      ]),
    );
    return { hotel, roomTypes, plans, roomPlans, policies };
  }

  const findCatalogue = (code: string) => cache.get(code, () => loadCatalogue(code));
  /** Who else keeps something read from a hotel's catalogue (the agency price index), told when it changes here. */
  const catalogueListeners = new Set<(code: string) => void>();

  return {
    /** The hotel's catalogue, or 404 in the error shape; a blank code is 'No hotel code'. */
    async getCatalogue(code: string | undefined): Promise<Catalogue> {
      if (!code || code.trim() === '') throw new AppError('no_hotel_code');
      const catalogue = await findCatalogue(code.trim());
      if (!catalogue) throw new AppError('hotel_not_found');
      return catalogue;
    },

    /**
     * The hotel's catalogue as kept now, without waiting (undefined before its first read, null for
     * no such hotel): what the agency search compares its index with, to see a newer catalogue.
     */
    keptCatalogue(code: string): Catalogue | null | undefined {
      return cache.peek(code, () => loadCatalogue(code));
    },

    /** The catalogue of the hotel a stored record points at. */
    async getCatalogueById(id: number): Promise<Catalogue> {
      let code = codeById.get(id);
      if (!code) {
        code = await repository.findHotelCodeById(id);
        if (!code) throw new AppError('hotel_not_found');
        codeById.set(id, code);
      }
      return this.getCatalogue(code);
    },

    /** Origins that may show the hotel's widget (frame it, be sent its links): ours, then the brand's own sites. */
    async allowedOrigins(hotelCode: string): Promise<string[]> {
      const catalogue = await findCatalogue(hotelCode.trim());
      return [options.publicBaseUrl, ...(catalogue?.hotel.brand.settings.allowed_origins ?? [])];
    },

    /**
     * Ours and every brand's own sites: where the widget may be, and so what may sit above a page the
     * widget frames in turn (the card fields, 3-D Secure), since a browser checks every frame up to the top.
     */
    async allBrandsOrigins(): Promise<string[]> {
      const origins = await everyBrandsOrigins.get('all', async () =>
        (await repository.listBrandSettings()).flatMap((settings) => brandSettingsSchema.parse(settings).allowed_origins),
      );
      return [...new Set([options.publicBaseUrl, ...origins])];
    },

    /**
     * Where links in mails and provider callbacks for the hotel's guests lead: the origin the request
     * came from when it is one of the allowed ones, otherwise the public base URL. What a request
     * names (its Origin or Host) never decides it alone: a reset link must not lead to someone's site.
     */
    async linkOrigin(hotelCode: string, requested: string | null): Promise<string> {
      const allowed = await this.allowedOrigins(hotelCode);
      return requested !== null && allowed.includes(requested) ? requested : options.publicBaseUrl;
    },

    /** A brand's settings, for records that know their brand but not a hotel (a member's account). */
    async getBrandSettings(brandId: number): Promise<BrandSettings> {
      const settings = await repository.findBrandSettings(brandId);
      if (settings === undefined) throw new AppError('brand_not_found');
      return brandSettingsSchema.parse(settings);
    },

    async listBrandHotels(brandCode: string, locale: string) {
      const brand = await repository.findBrandByCode(brandCode);
      if (!brand) throw new AppError('brand_not_found');
      const hotels = await repository.listBrandHotels(brand.id);
      return hotels.map((h) => ({
        id: h.id,
        code: h.code,
        name: pickTranslation(h.name_translations, locale, h.name),
        time_zone: h.time_zone,
        currency: h.currency,
        address: h.address,
      }));
    },

    /** Where each of the brand's hotels is, in the brand's order; kept as long as a catalogue. */
    brandHotelLocations(brandId: number): Promise<BrandHotelLocation[]> {
      return brandLocations.get(String(brandId), async () =>
        (await repository.listBrandHotelLocations(brandId)).map((h) => ({
          code: h.code,
          name: h.name,
          nameTranslations: h.name_translations,
          address: h.address,
          latitude: h.latitude,
          longitude: h.longitude,
          placeId: h.place_id,
          country: h.address.country ?? null,
        })),
      );
    },

    /**
     * A hotel's catalogue was changed here (the console): its next read is a fresh one, so the
     * widget's searches (whose kept answers are tied to the catalogue read) show the change at once.
     * Other servers see it by its new version within CATALOGUE_TTL_MS.
     */
    catalogueChanged(code: string) {
      cache.forget(code);
      for (const listener of catalogueListeners) listener(code);
    },

    /** A brand changed its own sites here: the list of every brand's is read afresh. */
    brandSitesChanged: () => everyBrandsOrigins.clear(),

    /** Calls back with the hotel's code whenever its catalogue is changed here; answers how to stop. */
    onCatalogueChanged(listener: (code: string) => void) {
      catalogueListeners.add(listener);
      return () => void catalogueListeners.delete(listener);
    },

    clearCache() {
      cache.clear();
      brandLocations.clear();
      latestVersion.clear();
      brandHotels.clear();
      everyBrandsOrigins.clear();
    },
  };
}
export type HotelsService = ReturnType<typeof hotelsService>;
