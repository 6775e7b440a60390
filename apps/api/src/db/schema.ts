import type { ColumnType, Generated } from 'kysely';
import type { StoredEntryStatus } from '@yado/domain/lottery-rules';
import type { CompanionCode } from '@yado/domain/party';
import type { ChallengeDisplay } from '@yado/domain/payments';
import type { PromoCodeSource, PromotionDiscountType, PromotionTargetType } from '@yado/domain/promotions';
import type { VoucherStatus } from '@yado/domain/vouchers';

/** Table types; each module reads and writes only its own tables, through its repository. */
type Json<T> = ColumnType<T, string, string>;
type Translations = Record<string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface HotelBrandsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  book_languages: string[];
  settings: Json<Record<string, unknown>>;
}

export interface HotelsTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  time_zone: string;
  currency: string;
  locale: string;
  tax_rate_percent: ColumnType<string, number, number>;
  phone: string;
  address: Json<Record<string, string>>;
  settings: Json<Record<string, unknown>>;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** The place of places.ts the hotel belongs to (a city or an area). */
  place_id: ColumnType<string | null, string | null | undefined, string | null>;
  star_class: ColumnType<number | null, number | null | undefined, number | null>;
  amenities: ColumnType<string[], string[] | undefined, string[]>;
}

/** A stay whose guest was mailed an invitation to rate it (ADR 0055). */
export interface ReviewInvitationsTable {
  reservation_id: string;
  mailed_at: Timestamp;
}

/** A guest's review of a stay (one per reservation); seeded ones belong to none. Hidden ones are left out of ratings. */
export interface HotelReviewsTable {
  id: Generated<number>;
  hotel_id: number;
  reservation_id: ColumnType<string | null, string | null | undefined, string | null>;
  overall: number;
  cleanliness: number | null;
  service: number | null;
  location: number | null;
  value: number | null;
  rooms: number | null;
  comment: Generated<string>;
  locale: string;
  hidden: Generated<boolean>;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface RoomTypesTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  description_translations: Json<Translations>;
  beds: Json<Array<{ type: string; count: number }>>;
  sleeps: number;
  size_tatami: ColumnType<string, number, number>;
  size_sqm: ColumnType<string, number, number>;
  bath: boolean;
  shower: boolean;
  toilet: boolean;
  smoking: boolean;
  wifi: string;
  max_adults: number;
  images: Json<Array<{ url: string; alt: Translations }>>;
  sort_order: number;
  filter_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface CancellationPoliciesTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  name: string;
  no_show_percentage_of_cost: number;
}

export interface CancellationPolicyPartsTable {
  id: Generated<number>;
  cancellation_policy_id: number;
  days_before: number;
  hours_after: number | null;
  percentage_of_cost: number;
}

export interface PlansTable {
  id: Generated<number>;
  hotel_id: number;
  hotel_plan_code: string;
  name: string;
  name_translations: Json<Translations>;
  description_translations: Json<Translations>;
  meals: string;
  members_only: boolean;
  minimum_nights: number;
  payment_methods: string[];
  deposit_percentage: ColumnType<number | null, number | null | undefined, number | null>;
  cancellation_policy_id: number;
  sale_start_date: string | null;
  sale_end_date: string | null;
  is_day_use: boolean;
  sort_order: number;
  /** Locales the plan is sold in; empty for all. */
  languages: ColumnType<string[], string[] | undefined, string[]>;
  /** A secret plan is listed only for a search carrying this code (mode=secret). */
  secret_code: ColumnType<string | null, string | null | undefined, string | null>;
  booking_start_date: ColumnType<string | null, string | null | undefined, string | null>;
  site_controller_linked: ColumnType<boolean, boolean | undefined, boolean>;
  /** What signed-in members save on the plan, in percent of each night (§3 sign_in_discount). */
  sign_in_discount_percent: ColumnType<number, number | undefined, number>;
  /** A plan of a room lottery is sold by its draw only, never in a search (ADR 0029). */
  lottery_event_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RoomPlansTable {
  id: Generated<number>;
  plan_id: number;
  room_type_id: number;
  room_plan_code: string;
  sale_limit: number | null;
}

export interface RoomRatesTable {
  room_plan_id: number;
  stay_date: string;
  adults: number;
  amount: number;
}

export interface InventoryTable {
  room_type_id: number;
  stay_date: string;
  total: number;
  sold: Generated<number>;
  /** Closed to new bookings that night (the console's stop-sell). */
  stop_sell: Generated<boolean>;
  /** The fewest nights of a stay arriving that night. */
  min_stay: Generated<number>;
}

export interface RoomPlanSalesTable {
  room_plan_id: number;
  stay_date: string;
  sold: Generated<number>;
}

export interface ClientSessionsTable {
  id: string;
  token_hash: string;
  api_key: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface ReservationsTable {
  id: string;
  reservation_number: string;
  hotel_id: number;
  status: string;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  email: string;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  phone: string;
  postal_code: string | null;
  prefecture_or_state: string | null;
  street_address: string | null;
  building_name_and_number: string | null;
  special_request: string | null;
  payment_type: string;
  currency: string;
  room_price_without_tax: number;
  tax: number;
  total_price: number;
  cancellation_policy: Json<unknown>;
  bypass_token_hash: string;
  locale: string;
  booking_method: string | null;
  /** The visit's §2 marketing parameters (utm_*, gclid, …). */
  marketing: ColumnType<Record<string, string>, string | undefined, string>;
  client_session_id: string | null;
  /** The member who booked, when a member did. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The share of the total paid by card at booking, for a deposit payment. */
  deposit_percentage: ColumnType<number | null, number | null | undefined, number | null>;
  /** Paid in another currency (§4 multi-currency): that currency, the amount in it and the rate used. */
  mcp_currency: ColumnType<string | null, string | null | undefined, string | null>;
  mcp_total_price: ColumnType<number | null, number | null | undefined, number | null>;
  exchange_rate_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the guest has paid online (by card, net of refunds), in the hotel's currency. */
  paid_online: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
  cancelled_at: Date | null;
  cancellation_fee: number | null;
  cancellation_reason: string | null;
  cancellation_details: string | null;
  /** Moves on with every change, so a change made on an older view is refused. */
  version: Generated<number>;
  /** Fees charged for nights or rooms given up in changes, included in total_price. */
  change_fee: Generated<number>;
  /** Set when staff changed the reservation: online changes and cancellation end there. */
  changed_by_hotel_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Extras ordered, with tax, included in total_price. */
  extras_price: Generated<number>;
  /** The organization a corporate user booked for (§6 corporate bookings), and who booked. */
  organization_id: ColumnType<number | null, number | null | undefined, number | null>;
  organization_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Points a member spent on the booking, and what they took off its price (minor units; ADR 0042). */
  spent_points: ColumnType<number, number | undefined, number>;
  point_discount: ColumnType<number, number | undefined, number>;
  /** The coupon the booking used and what it took off (minor units; ADR 0044). */
  coupon_id: ColumnType<number | null, number | null | undefined, number | null>;
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  coupon_discount: ColumnType<number, number | undefined, number>;
  /** The promotion in the booking's nights, what it took off (minor units, tax included) and its name then (ADR 0047). */
  promotion_id: ColumnType<number | null, number | null | undefined, number | null>;
  promotion_discount: ColumnType<number, number | undefined, number>;
  promotion_names: ColumnType<Translations | null, string | null | undefined, string | null>;
  /** The code that opened a coupon promotion, and where it came from (promo_code or google_promo_code). */
  promotion_code: ColumnType<string | null, string | null | undefined, string | null>;
  promotion_code_source: ColumnType<PromoCodeSource | null, PromoCodeSource | null | undefined, PromoCodeSource | null>;
  /** The voucher the booking used and what it paid (minor units; ADR 0046). */
  voucher_id: ColumnType<number | null, number | null | undefined, number | null>;
  voucher_number: ColumnType<string | null, string | null | undefined, string | null>;
  voucher_discount: ColumnType<number, number | undefined, number>;
  /** Booked within a price hold (ADR 0060): the total held, the hotel's price then and when the hold ended. */
  price_hold: ColumnType<ReservationPriceHold | null, string | null | undefined, string | null>;
}

export interface ReservationPriceHold {
  held_total: number;
  price_then: number;
  held_until: string;
}

export interface ReservationRoomsTable {
  id: Generated<number>;
  reservation_id: string;
  room_type_id: number;
  room_plan_id: number;
  adults: number;
  children: number;
  kids_ages: ColumnType<number[], number[] | undefined, number[]>;
  kids_tiers: ColumnType<Array<{ code: string; children: number }>, string | undefined, string>;
  adult_companions: ColumnType<number, number | undefined, number>;
  kid_companions: ColumnType<number, number | undefined, number>;
  first_name: string;
  last_name: string;
  room_price_without_tax: number;
  tax: number;
  total_price: number;
}

export interface ReservationRoomNightsTable {
  reservation_room_id: number;
  stay_date: string;
  amount: number;
  /** What a promotion took off the night before tax; `amount` is after it (ADR 0047). */
  promotion_discount: ColumnType<number, number | undefined, number>;
}

export interface ExtrasTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  description_translations: Json<Translations>;
  extra_type: 'generic' | 'dated';
  unit: string;
  min_quantity: number;
  max_quantity: number;
  order_deadline_hours: number;
  delivery_times: Json<string[]>;
  position: number;
  is_active: Generated<boolean>;
  /** The plans it is offered with; empty for every plan (ADR 0072). */
  hotel_plan_codes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface ExtraInventoryTable {
  extra_id: number;
  stock_date: string;
  price: number;
  total: number;
  sold: Generated<number>;
}

export interface ReservationExtrasTable {
  id: Generated<number>;
  reservation_id: string;
  extra_id: number;
  stock_date: string;
  delivery_time: string | null;
  quantity: number;
  unit_price: number;
  price_without_tax: number;
  tax: number;
  total_price: number;
  answer: string | null;
  created_at: Generated<Date>;
}

export interface AdditionalQuestionsTable {
  id: Generated<number>;
  hotel_id: number;
  question_type: 'checkin' | 'checkout' | 'people_per_room' | 'free' | 'notification';
  answer_type: 'text' | 'options';
  mode: 'do_not_ask' | 'optional' | 'required';
  text: string;
  text_translations: Json<Translations>;
  /** Each option: its value and its label per language. */
  options: Json<Array<{ value: string; labels: Translations }>>;
  hotel_plan_codes: ColumnType<string[], string[] | undefined, string[]>;
  display_start_date: string | null;
  display_end_date: string | null;
  ownable_type: 'Hotel' | 'HotelBrand';
  labels: ColumnType<string[], string[] | undefined, string[]>;
  place: 'place_booking_process' | 'place_confirmation_screen';
  attachments_allowed: Generated<boolean>;
  position: number;
}

export interface FileAttachmentsTable {
  id: string;
  client_session_id: string | null;
  reservation_id: string | null;
  storage_key: string;
  filename: string;
  content_type: string;
  size: number;
  created_at: Generated<Date>;
}

export interface ReservationAnswersTable {
  id: Generated<number>;
  reservation_id: string;
  question_id: number;
  answer: string | null;
  rooms: Json<Array<Record<string, unknown>>>;
  attachment_ids: ColumnType<string[], string[] | undefined, string[]>;
  answered_at: Generated<Date>;
}

export interface StaffCredentialsTable {
  id: Generated<number>;
  hotel_id: number;
  name: string;
  token_hash: string;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

export interface ReservationChangesTable {
  id: Generated<number>;
  reservation_id: string;
  kind: 'guests' | 'itinerary' | 'extras' | 'cancel';
  actor: 'guest' | 'staff';
  staff_credential_id: number | null;
  before: Json<unknown>;
  after: Json<unknown>;
  fee: Generated<number>;
  created_at: Generated<Date>;
}

export interface TemporaryStoragesTable {
  id: string;
  hotel_id: number;
  client_session_id: string;
  draft: Json<Record<string, unknown>>;
  email: string | null;
  locale: string;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  recovery_mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A price held while the guest pays (ADR 0060): the server's, never written by the draft. */
  price_hold: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: Json<unknown>;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  brand_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  locale: string;
  promotion_email: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'provisional' | 'active' | 'removed', 'provisional' | 'active' | undefined, 'provisional' | 'active' | 'removed'>;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  confirmation_token_hash: string | null;
  confirmation_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reset_password_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  reset_password_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The domain's ProfileDetails, possibly partial for members who never saved it. */
  profile: ColumnType<Record<string, unknown>, string | undefined, string>;
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  email_change_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email_change_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  program_id: ColumnType<number | null, number | null | undefined, number | null>;
  rank_id: ColumnType<number | null, number | null | undefined, number | null>;
  unsubscribe_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** The external provider the account was made through (§3 Logged-in user); null for an own account. */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  brand_id: number;
  provider: string;
  subject: string;
  created_at: Generated<Date>;
}

export interface SsoAttemptsTable {
  state_hash: string;
  provider: string;
  hotel_code: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  locale: string;
  created_at: Generated<Date>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  link_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  link_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  subject: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MembershipProgramsTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  update_member_profile_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  /** §3 additional_tiers_attributes: the companion tiers the program offers. */
  additional_tiers: ColumnType<CompanionTierRow[], string | undefined, string>;
  /** Whether the program's members collect and spend points (ADR 0042). */
  points_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** A point is worth one unit of this currency; hotels in other currencies neither earn nor take points. */
  point_currency: ColumnType<string, string | undefined, string>;
  point_spend_step: ColumnType<number, number | undefined, number>;
  point_spend_minimum: ColumnType<number, number | undefined, number>;
  /** Points are valid this many months after they were added; null, and they never expire (ADR 0049). */
  points_valid_months: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CompanionTierRow {
  code: CompanionCode;
  is_active: boolean;
  name_translations: Translations;
}

export interface MembershipRanksTable {
  id: Generated<number>;
  program_id: number;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  points_to_unlock: ColumnType<number, number | undefined, number>;
  /** What a stay earns at this rank, in basis points of its price (100 = 1 %). */
  earn_basis_points: ColumnType<number, number | undefined, number>;
}

/** A hotel's promotions (ADR 0047). */
export interface PromotionsTable {
  id: Generated<number>;
  hotel_id: number;
  name: string;
  name_translations: Json<Translations>;
  discount_target_type: PromotionTargetType;
  code: string | null;
  discount_type: PromotionDiscountType;
  discount_value: number;
  target_mode: ColumnType<'include' | 'exclude', 'include' | 'exclude' | undefined, 'include' | 'exclude'>;
  hotel_plan_codes: ColumnType<string[], string[] | undefined, string[]>;
  room_type_codes: ColumnType<string[], string[] | undefined, string[]>;
  stay_start: string;
  stay_end: string;
  booking_start: string;
  booking_end: string;
  staff_credential_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** Ended early from the console (ADR 0070): priced into nothing from then on. */
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A brand's discount coupons (ADR 0044). */
export interface DiscountCouponsTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  name: string;
  name_translations: Json<Translations>;
  discount_type: 'percentage' | 'amount';
  discount_value: number;
  currency: string | null;
  target_plan_codes: ColumnType<string[], string[] | undefined, string[]>;
  valid_until: string;
  usage_limit: number | null;
  used_count: ColumnType<number, number | undefined, number>;
  max_discounted_nights: number | null;
  /** A member's own coupon; null for a code anyone (or any member) may use. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  members_only: ColumnType<boolean, boolean | undefined, boolean>;
  staff_credential_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** Prepaid stay vouchers a hotel issues to one member (ADR 0046). */
export interface VouchersTable {
  id: Generated<number>;
  hotel_id: number;
  user_id: number;
  number: string;
  name: string;
  name_translations: Json<Translations>;
  amount: number;
  currency: string;
  target_plan_codes: ColumnType<string[], string[] | undefined, string[]>;
  valid_through: string;
  staying_period_start: string | null;
  staying_period_end: string | null;
  excluded_period_start: string | null;
  excluded_period_end: string | null;
  status: ColumnType<VoucherStatus, VoucherStatus | undefined, VoucherStatus>;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reservation_number: ColumnType<string | null, string | null | undefined, string | null>;
  staff_credential_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export type PointKind = 'gained' | 'spent' | 'refunded' | 'expired' | 'exchanged' | 'adjusted';
export type PointState = 'future' | 'posted' | 'void';

/** The points ledger (ADR 0042): a balance is the sum of a member's posted rows. */
export interface PointEntriesTable {
  id: Generated<string>;
  user_id: number;
  kind: PointKind;
  state: ColumnType<PointState, PointState | undefined, PointState>;
  points: number;
  ranking_points: ColumnType<number, number | undefined, number>;
  reservation_id: ColumnType<string | null, string | null | undefined, string | null>;
  hotel_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a stay's future points are posted: three days after check-out. */
  posts_on: ColumnType<string | null, string | null | undefined, string | null>;
  exchange_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** The partner's reference for an exchange, and until when the points are valid there. */
  exchange_reference: ColumnType<string | null, string | null | undefined, string | null>;
  exchange_valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff key that made an adjustment; null for the system's own rows. */
  staff_credential_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  posted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface UserSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  refresh_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  refresh_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The external provider the member signed in through for this session (creansmaerd for loyalty promotions); null otherwise. */
  signed_in_with: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its refresh token first renewed it: it then ends, but that token can renew it again for a grace (ADR 0081). */
  renewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The token hash of the session it was last renewed into: renewed again in its grace, that one ends (ADR 0081). */
  renewed_into: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrganizationsTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  name: string;
  display_name: string;
  program_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

export interface OrganizationUsersTable {
  id: Generated<number>;
  organization_id: number;
  brand_id: number;
  account_id: string;
  password_hash: string;
  name: string;
  /** §6: 'admin' (sees the organization's stays) or 'member'. */
  role: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
}

/** Failed sign-ins in a row per account name (known or not) and client address, and the back-off they earned. */
export interface SignInFailuresTable {
  account_key: string;
  client_address: string;
  failures: number;
  last_failed_at: ColumnType<Date, Date | string, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LotteryEventsTable {
  id: string;
  hotel_id: number;
  name_translations: Json<Translations>;
  notification_translations: ColumnType<Translations, string | undefined, string>;
  stay_start: string;
  stay_end: string;
  min_nights: number;
  max_nights: number;
  entry_deadline: Timestamp;
  results_at: Timestamp;
  reservation_deadline: Timestamp;
  drawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export interface LotteryEntriesTable {
  id: string;
  entry_number: string;
  event_id: string;
  user_id: number;
  status: StoredEntryStatus;
  room_plan_id: number;
  checkin_date: string;
  checkout_date: string;
  adults: number;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  email: string;
  phone: string;
  special_request: string | null;
  locale: string;
  /** Where the guest entered from: the results mail links back there. */
  origin: string;
  /** The won room's stock, taken by the draw and handed to the winner's booking. */
  stock_held: ColumnType<boolean, boolean | undefined, boolean>;
  reservation_id: ColumnType<string | null, string | null | undefined, string | null>;
  drawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OrganizationSessionsTable {
  token_hash: string;
  organization_user_id: number;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface OneTimeAccessTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  spent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The provider the issuing session was signed in through, handed to the session the token starts. */
  signed_in_with: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  locale: string;
  created_at: Generated<Date>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** One mail per key: a job that runs again writes nothing new. */
  delivery_key: string | null;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  /** While set and ahead, one server is sending the mail. */
  sending_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** When to try sending it again (SMTP only; ADR 0078): null once sent, given up, or without SMTP. */
  retry_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MailAttachment {
  filename: string;
  content_type: string;
  content: string;
}

export interface PaymentTransactionsTable {
  id: string;
  /** A transaction pays a reservation or a payment link. */
  reservation_id: string | null;
  payment_link_number: ColumnType<string | null, string | null | undefined, string | null>;
  gateway: string;
  gateway_reference: string | null;
  amount: number;
  currency: string;
  status: string;
  card_brand: string;
  card_last4: string;
  capture: ColumnType<boolean, boolean | undefined, boolean>;
  refunded_amount: ColumnType<number, number | undefined, number>;
  /** The member whose saved cards this card joins once the payment goes through. */
  save_card_for_user: ColumnType<number | null, number | null | undefined, number | null>;
  save_card_token: ColumnType<string | null, string | null | undefined, string | null>;
  challenge_url: string | null;
  /** How this payment's challenge is shown when not as its gateway usually shows them (ADR 0071); null: as usual. */
  challenge_display: ColumnType<ChallengeDisplay | null, ChallengeDisplay | null | undefined, ChallengeDisplay | null>;
  error_code: string | null;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentEventsTable {
  gateway: string;
  event_id: string;
  transaction_id: string;
  type: string;
  received_at: Generated<Date>;
}

/** The browser a card was entered in, for its payment's native 3-D Secure (ADR 0071); kept for the 3-D Secure window. */
export interface ShopperBrowsersTable {
  gateway: string;
  shopper_reference: string;
  browser_info: ColumnType<Record<string, unknown>, string, string>;
  expires_at: Timestamp;
}

/** A card provider's references for one of our transactions (ADR 0056); never card data. */
export interface ProviderPaymentsTable {
  gateway: string;
  merchant_reference: string;
  provider_reference: string | null;
  authorization_reference: string | null;
  capture_reference: string | null;
  status: string;
  capture: boolean;
  amount: ColumnType<number, number, number>;
  currency: string;
  /** The provider's 3-D Secure action, for the challenge page. */
  action: Json<Record<string, unknown>> | null;
  refunds: ColumnType<Record<string, number>, string | undefined, string>;
  return_url: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ExchangeRatesTable {
  id: Generated<number>;
  base: string;
  quote: string;
  rate: ColumnType<string, number | string, number | string>;
  taken_at: Timestamp;
}

export interface PaymentLinksTable {
  number: string;
  hotel_id: number;
  amount: number;
  currency: string;
  description: string;
  status: ColumnType<'open' | 'paid' | 'refunded' | 'cancelled', 'open' | 'paid' | 'refunded' | 'cancelled' | undefined>;
  holder_device: string | null;
  held_until: Timestamp | null;
  paid_at: Timestamp | null;
  /** The reservation whose rest it pays (a longer stay paid online), when it pays one. */
  reservation_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface MemberCardsTable {
  id: Generated<number>;
  user_id: number;
  gateway: string;
  gateway_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Generated<Date>;
  deleted_at: Timestamp | null;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  run_at: Timestamp;
  locked_until: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  done_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface SandboxGatewayTokensTable {
  token: string;
  scenario: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  reusable: ColumnType<boolean, boolean | undefined, boolean>;
  /** The holder's birth date and PIN digits were checked (a Korean domestic card); they are never kept. */
  korean_checked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
}

export interface SandboxGatewayPaymentsTable {
  id: string;
  token: string;
  merchant_reference: string;
  amount: number;
  currency: string;
  capture: boolean;
  status: string;
  decline_code: string | null;
  return_url: string;
  event_sequence: Generated<number>;
  refunded_amount: Generated<number>;
  created_at: Generated<Date>;
}

export interface SandboxGatewayRefundsTable {
  key: string;
  payment_id: string;
  amount: number;
  created_at: Generated<Date>;
}

export interface StaffUsersTable {
  id: Generated<number>;
  brand_id: number;
  /** Null: every hotel of the brand. */
  hotel_id: number | null;
  email: string;
  name: string;
  role: 'owner' | 'manager' | 'front_desk';
  password_hash: string;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret shown for enrolment, kept until a code from it confirms it. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The TOTP time step (Unix time / 30 s) of the last code accepted: a code is good once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when an owner disabled the user: no sign-in, no session. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_signed_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  staff_user_id: number;
  hotel_id: number | null;
  action: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Date>;
}

export interface SandboxFlightSeatsTable {
  flight_number: string;
  departure_date: string;
  cabin: string;
  capacity: number;
  held: Generated<number>;
  sold: Generated<number>;
}

export interface SandboxFlightHoldsTable {
  id: string;
  reference: string;
  status: string;
  segments: Json<Array<{ flight_number: string; departure_date: string; cabin: string }>>;
  passengers: Json<Array<{ first_name: string; last_name: string; type: string }>>;
  seats: number;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SandboxFlightTicketsTable {
  number: string;
  hold_id: string;
  passenger_index: number;
  segment_index: number;
}

export interface PackageBookingsTable {
  id: string;
  hotel_id: number;
  client_session_id: string;
  state: string;
  supplier: string;
  flights: Json<unknown>;
  passengers: Json<unknown>;
  hotel_price: number;
  flights_price: number;
  total_price: number;
  currency: string;
  hold_id: string | null;
  hold_expires_at: Timestamp | null;
  reservation_id: string | null;
  reservation_number: string | null;
  ticket_numbers: Json<string[]> | null;
  failure_code: string | null;
  lease_until: Timestamp;
  /** Who runs the saga now: the request, or the job that took it over. */
  lease_holder: string | null;
  idempotency_key: string | null;
  /** What the request asked (its card aside), to tell a retry from another booking under the same key. */
  request_hash: string | null;
  /** The stay's bypass token, for a retry's answer. */
  bypass_token: string | null;
  /** What cancelling the package keeps and gives back, and who asked: written as it starts (ADR 0062). */
  cancellation: Json<unknown> | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface Database {
  hotel_brands: HotelBrandsTable;
  hotels: HotelsTable;
  hotel_reviews: HotelReviewsTable;
  review_invitations: ReviewInvitationsTable;
  room_types: RoomTypesTable;
  cancellation_policies: CancellationPoliciesTable;
  cancellation_policy_parts: CancellationPolicyPartsTable;
  plans: PlansTable;
  room_plans: RoomPlansTable;
  room_rates: RoomRatesTable;
  inventory: InventoryTable;
  room_plan_sales: RoomPlanSalesTable;
  client_sessions: ClientSessionsTable;
  reservations: ReservationsTable;
  reservation_rooms: ReservationRoomsTable;
  reservation_room_nights: ReservationRoomNightsTable;
  reservation_changes: ReservationChangesTable;
  staff_credentials: StaffCredentialsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  extras: ExtrasTable;
  extra_inventory: ExtraInventoryTable;
  reservation_extras: ReservationExtrasTable;
  additional_questions: AdditionalQuestionsTable;
  file_attachments: FileAttachmentsTable;
  reservation_answers: ReservationAnswersTable;
  idempotency_keys: IdempotencyKeysTable;
  temporary_storages: TemporaryStoragesTable;
  users: UsersTable;
  membership_programs: MembershipProgramsTable;
  membership_ranks: MembershipRanksTable;
  point_entries: PointEntriesTable;
  discount_coupons: DiscountCouponsTable;
  promotions: PromotionsTable;
  vouchers: VouchersTable;
  user_sessions: UserSessionsTable;
  one_time_access_tokens: OneTimeAccessTokensTable;
  organizations: OrganizationsTable;
  organization_users: OrganizationUsersTable;
  organization_sessions: OrganizationSessionsTable;
  sign_in_failures: SignInFailuresTable;
  lottery_events: LotteryEventsTable;
  lottery_entries: LotteryEntriesTable;
  user_identities: UserIdentitiesTable;
  sso_attempts: SsoAttemptsTable;
  outbox_mails: OutboxMailsTable;
  payment_transactions: PaymentTransactionsTable;
  payment_events: PaymentEventsTable;
  jobs: JobsTable;
  member_cards: MemberCardsTable;
  payment_links: PaymentLinksTable;
  exchange_rates: ExchangeRatesTable;
  sandbox_gateway_tokens: SandboxGatewayTokensTable;
  sandbox_gateway_payments: SandboxGatewayPaymentsTable;
  sandbox_gateway_refunds: SandboxGatewayRefundsTable;
  provider_payments: ProviderPaymentsTable;
  shopper_browsers: ShopperBrowsersTable;
  sandbox_flight_seats: SandboxFlightSeatsTable;
  sandbox_flight_holds: SandboxFlightHoldsTable;
  sandbox_flight_tickets: SandboxFlightTicketsTable;
  package_bookings: PackageBookingsTable;
}
