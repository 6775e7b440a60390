import { z } from 'zod';
import { isIsoDate, nightsBetween } from '../dates';
import { MAX_NIGHTS } from '../limits';
import { MAX_CHILD_AGE, MAX_ROOMS } from '../party';
import { placeById } from '../places';

/**
 * What a traveller asks of the agency site's hotel search, whether typed as a sentence and
 * understood, or chosen in the form: the one shape both submit and the API checks.
 */
export const WISHES = [
  'breakfast',
  'dinner',
  'onsen',
  'private_bath',
  'non_smoking',
  'twin_beds',
  'double_bed',
  'accessible',
  'quiet',
  'pool',
  'parking',
  'family',
  'pets',
  'near_station',
  'wifi',
  'kitchen',
  'view',
  'free_cancellation',
] as const;
export type Wish = (typeof WISHES)[number];

export const BUDGET_PERIODS = ['night', 'stay'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** The most guests of one search, as the search form allows. */
export const MAX_REQUEST_GUESTS = 20;

const isoDate = z.string().refine(isIsoDate, 'validation.date');

export const budgetSchema = z.object({
  /** The most the traveller will pay, in major units of the currency (30000 JPY, 150 USD). */
  amount: z.number().positive().max(1e12),
  currency: z.string().regex(/^[A-Z]{3}$/, 'validation.invalid'),
  per: z.enum(BUDGET_PERIODS),
});
export type Budget = z.infer<typeof budgetSchema>;

export const hotelRequestSchema = z
  .object({
    /** A place of places.ts: a city, area, station or landmark. */
    place_id: z
      .string()
      .refine((id) => placeById(id) !== undefined, 'validation.invalid')
      .optional(),
    checkin: isoDate.optional(),
    checkout: isoDate.optional(),
    /** The stay's length; with dates it is the nights between them, without dates an undated search. */
    nights: z.number().int().min(1).max(MAX_NIGHTS).optional(),
    rooms: z.number().int().min(1).max(MAX_ROOMS).default(1),
    adults: z.number().int().min(1).max(MAX_REQUEST_GUESTS).optional(),
    /** One entry per child: the age when said, null when not. */
    children: z.array(z.number().int().min(0).max(MAX_CHILD_AGE).nullable()).max(MAX_REQUEST_GUESTS).default([]),
    budget: budgetSchema.optional(),
    wishes: z.array(z.enum(WISHES)).max(WISHES.length).default([]),
    min_stars: z.number().int().min(1).max(5).optional(),
    /** The lowest guest rating wanted, on a scale of 10. */
    min_rating: z.number().min(0).max(10).optional(),
  })
  .superRefine((request, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (request.checkout && !request.checkin) problem('checkin', 'validation.required');
    if (request.checkin && request.checkout) {
      const nights = nightsBetween(request.checkin, request.checkout);
      if (nights < 1) problem('checkout', 'validation.checkout_after_checkin');
      else if (nights > MAX_NIGHTS) problem('checkout', 'validation.stay_too_long');
      else if (request.nights !== undefined && request.nights !== nights) problem('nights', 'validation.invalid');
    }
    if (new Set(request.wishes).size !== request.wishes.length) problem('wishes', 'validation.invalid');
  });
export type HotelRequest = z.output<typeof hotelRequestSchema>;
export type HotelRequestInput = z.input<typeof hotelRequestSchema>;

/** The fields a sentence can fill; the words behind each are kept for the "why it fits" line. */
export const REQUEST_FIELDS = [
  'place_id',
  'checkin',
  'checkout',
  'nights',
  'rooms',
  'adults',
  'children',
  'budget',
  'wishes',
  'min_stars',
  'min_rating',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

export const understandingSchema = z.object({
  request: hotelRequestSchema,
  /** The words of the sentence each field was read from. */
  evidence: z.partialRecord(z.enum(REQUEST_FIELDS), z.array(z.string())),
  /** 0 to 1: how much of what a search needs (place, dates, party) the sentence gave. */
  confidence: z.number().min(0).max(1),
});
export type Understanding = z.output<typeof understandingSchema>;
