/**
 * Error catalogue (§8). Each error has a stable code, the HTTP status it maps to, and an English
 * title; the web translates by code and falls back to the server's text.
 */
export const ERRORS = {
  invalid: { code: 1000, status: 422, title: 'Invalid parameters' },
  // Requests refused before any route reads them: invalid (1000) too, with the HTTP status that says why.
  malformed_request: { code: 1000, status: 400, title: 'The request could not be read' },
  request_too_large: { code: 1000, status: 413, title: 'The request is too large' },
  address_too_long: { code: 1000, status: 414, title: 'The address is too long' },
  unsupported_content_type: { code: 1000, status: 415, title: 'This content type is not accepted' },
  session_expired: { code: 1400, status: 401, title: 'Invalid client session' },
  identity_expired: { code: 4000, status: 403, title: 'Your sign-in has expired; it is renewed with your refresh token' },
  password_strength: {
    code: 1300,
    status: 422,
    title: 'Use at least 8 characters, with an uppercase letter, a lowercase letter and a digit',
  },
  account_locked: {
    code: 1301,
    status: 423,
    title: 'This account is locked after too many failed sign-ins. Please try again in {minutes} minutes.',
  },
  current_password_wrong: { code: 'CURRENT_PASSWORD_WRONG', status: 422, title: 'The current password is not right' },
  password_used: { code: 1302, status: 422, title: 'This is your current password. Please choose a new one.' },
  confirmation_expired: { code: 1401, status: 410, title: 'This confirmation link has expired. Please ask for a new one.' },
  already_confirmed: { code: 1402, status: 409, title: 'This account is already confirmed. Please sign in.' },
  sign_in_failed: { code: 'SIGN_IN_FAILED', status: 422, title: 'The email address or the password is not right' },
  not_confirmed: {
    code: 'NOT_CONFIRMED',
    status: 403,
    title: 'Please confirm your email address first: use the link in the mail we sent you',
  },
  email_taken: { code: 'EMAIL_TAKEN', status: 409, title: 'An account with this email address already exists. Please sign in.' },
  email_not_registered: { code: 'EMAIL_NOT_REGISTERED', status: 404, title: 'This email address was never registered' },
  no_user_for_email: { code: 'USER_NOT_FOUND', status: 404, title: 'There is no member with this email address' },
  reset_too_soon: {
    code: 'RESET_TOO_SOON',
    status: 429,
    title: 'We sent a link a moment ago. Please check your mailbox, or ask again in {minutes} minutes.',
  },
  reset_link_invalid: {
    code: 'RESET_LINK_INVALID',
    status: 410,
    title: 'This link has expired or was already used. Please ask for a new one.',
  },
  members_only: { code: 'MEMBERS_ONLY', status: 403, title: 'Please sign in as a member to book this plan' },
  not_signed_in: { code: 'NOT_SIGNED_IN', status: 401, title: 'You are signed out. Please sign in again.' },
  account_removal_by_brand: {
    code: 'ACCOUNT_REMOVAL_BY_BRAND',
    status: 403,
    title: 'Accounts of this brand are removed on request; see my account for how',
  },
  unsubscribe_link_invalid: { code: 'UNSUBSCRIBE_LINK_INVALID', status: 404, title: 'This unsubscribe link is not valid' },
  korean_card_check_required: {
    code: 'KOREAN_CARD_CHECK_REQUIRED',
    status: 422,
    title: 'A Korean domestic card needs the holder’s date of birth and the first two digits of its PIN',
  },
  balance_not_payable_online: {
    code: 'BALANCE_NOT_PAYABLE_ONLINE',
    status: 422,
    title: 'Nothing of this reservation is left to pay online; what is due is paid at the hotel',
  },
  corporate_login_disabled: { code: 'CORPORATE_LOGIN_DISABLED', status: 403, title: 'Corporate users do not sign in here for this hotel' },
  corporate_sign_in_failed: { code: 'CORPORATE_SIGN_IN_FAILED', status: 422, title: 'The account ID or the password is not right' },
  corporate_signed_out: { code: 'CORPORATE_SIGNED_OUT', status: 401, title: 'Your corporate sign-in has ended. Please sign in again.' },
  organization_admin_only: {
    code: 'ORGANIZATION_ADMIN_ONLY',
    status: 403,
    title: 'Only an administrator of this organization can see its reservations',
  },
  membership_login_disabled: { code: 'MEMBERSHIP_LOGIN_DISABLED', status: 403, title: 'Members do not sign in here for this hotel' },
  sign_up_disabled: { code: 'SIGN_UP_DISABLED', status: 403, title: 'New members cannot sign up online for this hotel' },
  brand_auth_unavailable: { code: 'BRAND_AUTH_UNAVAILABLE', status: 404, title: 'This brand does not sign members in from its own site' },
  brand_auth_invalid: { code: 'BRAND_AUTH_INVALID', status: 401, title: 'The sign-in from the brand’s site is not valid or has expired' },
  member_not_found: { code: 'MEMBER_NOT_FOUND', status: 404, title: 'This code names no member of the hotel’s brand' },
  program_not_found: { code: 'PROGRAM_NOT_FOUND', status: 404, title: 'There is no such membership program' },
  profile_update_disabled: {
    code: 'PROFILE_UPDATE_DISABLED',
    status: 403,
    title: 'Your membership program does not let you change your profile here',
  },
  sso_provider_unknown: { code: 'SSO_PROVIDER_UNKNOWN', status: 404, title: 'This sign-in method is not available' },
  sso_expired: {
    code: 'SSO_EXPIRED',
    status: 410,
    title: 'This sign-in took too long or was already used. Please start again.',
  },
  sso_failed: { code: 'SSO_FAILED', status: 502, title: 'The sign-in service did not let you in. Please try again.' },
  sso_email_missing: {
    code: 'SSO_EMAIL_MISSING',
    status: 422,
    title: 'The sign-in service did not share your email address, which an account needs',
  },
  reservable_period: { code: 1903, status: 422, title: 'Reservations are accepted within {reservable_period_months} months' },
  reservation_being_updated: {
    code: 3013,
    status: 409,
    title: 'This reservation is being updated by someone else. Please retry in about 5 minutes.',
  },
  reservation_being_paid: {
    code: 3016,
    status: 409,
    title: 'This reservation is being updated or paid by someone else. Please retry in about 5 minutes.',
  },
  reservation_changed: {
    code: 3014,
    status: 409,
    title: 'The reservation was changed since you opened it. Please cancel this change and check the reservation again.',
  },
  update_not_active: {
    code: 'UPDATE_NOT_ACTIVE',
    status: 422,
    title: 'This hotel does not take changes online. Please contact the hotel.',
  },
  changed_by_hotel: {
    code: 'CHANGED_BY_HOTEL',
    status: 423,
    title: 'The hotel has changed this reservation, so it can no longer be changed or cancelled online. Please contact the hotel.',
  },
  flight_package: {
    code: 'FLIGHT_PACKAGE_FIXED',
    status: 422,
    title:
      'The stay of a stay plus flight package cannot be changed, or cancelled on its own. You can cancel the whole package; to change it, please contact the hotel.',
  },
  update_deadline_passed: {
    code: 'UPDATE_DEADLINE_PASSED',
    status: 422,
    title: 'Changes online are possible until the day before check-in. Please contact the hotel.',
  },
  member_sign_in_required: {
    code: 'MEMBER_SIGN_IN_REQUIRED',
    status: 403,
    title: 'This reservation was made by a member. Please sign in with that account to change it.',
  },
  other_account: {
    code: 'OTHER_ACCOUNT',
    status: 403,
    title: 'This reservation was made with another account. Please sign in with that account to change it.',
  },
  corporate_sign_in_required: {
    code: 'CORPORATE_SIGN_IN_REQUIRED',
    status: 403,
    title: 'This reservation was made for an organization. Please sign in with its corporate account to change it.',
  },
  other_organization: {
    code: 'OTHER_ORGANIZATION',
    status: 403,
    title: 'This reservation was made for another organization. Please sign in with its corporate account to change it.',
  },
  sign_out_required: {
    code: 'SIGN_OUT_REQUIRED',
    status: 403,
    title: 'This reservation was made without signing in. Please sign out to change it.',
  },
  room_required: { code: 'ROOM_REQUIRED', status: 422, title: 'Keep at least one room' },
  unknown_room: { code: 'UNKNOWN_ROOM', status: 422, title: 'That room is not part of this reservation' },
  no_change: { code: 'NO_CHANGE', status: 422, title: 'Nothing to change: choose other dates or fewer rooms' },
  day_use_dates: { code: 'DAY_USE_DATES', status: 422, title: 'A day-use reservation stays a day-use reservation: choose one day' },
  extra_not_found: { code: 1100, status: 422, title: 'This extra is not offered for this stay' },
  extra_deadline: { code: 1101, status: 422, title: 'Orders for this extra have closed for this stay' },
  extra_quantity: { code: 1102, status: 422, title: 'Please choose at least the smallest quantity of this extra' },
  extra_total_price: { code: 1103, status: 409, title: 'The price of the extras has changed. Please check it and confirm.' },
  extra_limit_exceeded: { code: 1104, status: 422, title: 'That is more of this extra than one reservation can order' },
  extra_sold_out: { code: 1105, status: 409, title: 'Not enough of this extra is left for that date' },
  extra_not_sold: { code: 1106, status: 422, title: 'This extra is no longer sold for that date or time' },
  extras_outside_stay: {
    code: 'EXTRAS_OUTSIDE_STAY',
    status: 422,
    title: 'Some extras are for nights this change gives up. Please contact the hotel to change them.',
  },
  attachment_unprocessable: {
    code: 1251,
    status: 422,
    title: 'This file cannot be taken: attach an image (JPEG, PNG, WebP, GIF or HEIC) or a PDF of at most 80 MB.',
  },
  attachment_not_found: { code: 1252, status: 404, title: 'The attached file was not found. Please attach it again.' },
  too_many_attachments: { code: 'TOO_MANY_ATTACHMENTS', status: 422, title: 'A reservation can have at most 30 attached files.' },
  staff_unauthorized: { code: 'STAFF_UNAUTHORIZED', status: 401, title: 'A valid staff key for this hotel is needed' },
  console_sign_in_failed: { code: 'CONSOLE_SIGN_IN_FAILED', status: 422, title: 'The email address or the password is not right' },
  totp_required: { code: 'TOTP_REQUIRED', status: 401, title: 'Enter the 6-digit code from your authenticator app' },
  totp_invalid: { code: 'TOTP_INVALID', status: 422, title: 'This code is not right. Enter the current code from your authenticator app.' },
  console_signed_out: { code: 'CONSOLE_SIGNED_OUT', status: 401, title: 'You are signed out of the console. Please sign in again.' },
  console_forbidden: { code: 'CONSOLE_FORBIDDEN', status: 403, title: 'Your role does not allow this change' },
  totp_used: {
    code: 'TOTP_USED',
    status: 422,
    title: 'This code was already used. Wait for the next code from your authenticator app.',
  },
  totp_already_enabled: {
    code: 'TOTP_ALREADY_ENABLED',
    status: 409,
    title: 'Two-step sign-in is already on. To use another authenticator app, turn it off first with your password and a current code.',
  },
  staff_email_taken: { code: 'STAFF_EMAIL_TAKEN', status: 409, title: 'A staff account with this email address already exists' },
  staff_user_not_found: { code: 'STAFF_USER_NOT_FOUND', status: 404, title: "This staff account is not one of this hotel's" },
  last_owner: {
    code: 'LAST_OWNER',
    status: 422,
    title: 'The hotel would have no owner left. Make someone else an owner first.',
  },
  stock_below_sold: {
    code: 'STOCK_BELOW_SOLD',
    status: 422,
    title: 'The total for {date} cannot be less than the {sold} rooms already sold',
  },
  calendar_range: {
    code: 'CALENDAR_RANGE',
    status: 422,
    title: 'Choose dates from today up to a year ahead, the last not before the first',
  },
  // The console's catalogue: a code already in use (§8 2101 for plans), a room plan booked that cannot be taken off sale (§8 2201).
  plan_code_taken: { code: 2101, status: 409, title: 'This hotel already has a plan with the code {code}' },
  room_type_code_taken: { code: 'ROOM_TYPE_CODE_TAKEN', status: 409, title: 'This hotel already has a room type with the code {code}' },
  room_plan_in_use: {
    code: 2201,
    status: 409,
    title: 'The plan cannot stop selling {room_type}: it has reservations for it. Close its nights in the calendar instead.',
  },
  plan_meals_booked: {
    code: 'PLAN_MEALS_BOOKED',
    status: 409,
    title:
      "The plan's meals cannot change while it has upcoming reservations: their guests booked the meals as they are. Add a new plan instead.",
  },
  promotion_code_taken: { code: 'PROMOTION_CODE_TAKEN', status: 409, title: 'This hotel already has a promotion with the code {code}' },
  promotion_not_found: { code: 'PROMOTION_NOT_FOUND', status: 404, title: "This promotion is not one of this hotel's" },
  promotion_ended: { code: 'PROMOTION_ENDED', status: 409, title: 'This promotion has already ended' },
  extra_code_taken: { code: 'EXTRA_CODE_TAKEN', status: 409, title: 'This hotel already has an extra with the code {code}' },
  policy_code_taken: { code: 'POLICY_CODE_TAKEN', status: 409, title: 'This hotel already has a cancellation policy with the code {code}' },
  extra_booked: {
    code: 'EXTRA_BOOKED',
    status: 409,
    title: 'Guests have booked this extra: what they booked (its kind, unit, price or sold stock) cannot change under them',
  },
  question_answered: {
    code: 'QUESTION_ANSWERED',
    status: 409,
    title: 'Guests yet to stay have answered this question: what it asks and the choices they picked cannot change',
  },
  photo_type: { code: 'PHOTO_TYPE', status: 415, title: 'Upload a photo as a JPEG, PNG or WebP image' },
  photo_too_large: { code: 'PHOTO_TOO_LARGE', status: 413, title: 'A photo can be at most 10 MB' },
  too_many_photos: { code: 'TOO_MANY_PHOTOS', status: 409, title: 'A room type shows at most 12 photos; remove one first' },
  metrics_unauthorized: { code: 'METRICS_UNAUTHORIZED', status: 401, title: 'The metrics token is needed as a bearer token' },
  no_hotel_code: { code: 'NO_HOTEL_CODE', status: 400, title: 'No hotel code' },
  hotel_not_found: { code: 'HOTEL_NOT_FOUND', status: 404, title: 'Hotel not found' },
  recommender_off: { code: 'RECOMMENDER_OFF', status: 404, title: 'This hotel does not offer room recommendations' },
  brand_not_found: { code: 'BRAND_NOT_FOUND', status: 404, title: 'Hotel brand not found' },
  not_found: { code: 'NOT_FOUND', status: 404, title: 'Not found' },
  reservation_not_found: {
    code: 'RESERVATION_NOT_FOUND',
    status: 404,
    title: 'No reservation matches this reservation number and email address',
  },
  review_stay_not_found: { code: 'REVIEW_STAY_NOT_FOUND', status: 404, title: 'None of your stays has this reservation number' },
  review_not_yet: { code: 'REVIEW_NOT_YET', status: 422, title: 'You can rate this stay from its check-out day, {checkout_date}' },
  review_stay_cancelled: { code: 'REVIEW_STAY_CANCELLED', status: 422, title: 'A cancelled stay cannot be rated' },
  review_exists: { code: 'REVIEW_EXISTS', status: 409, title: 'You have already rated this stay. Thank you!' },
  review_not_found: { code: 'REVIEW_NOT_FOUND', status: 404, title: 'This hotel has no review with this number' },
  lottery_dates: {
    code: 3750,
    status: 422,
    title: 'These dates are not part of this lottery: stay {min_nights} to {max_nights} nights between {stay_start} and {stay_end}',
  },
  lottery_not_found: { code: 3751, status: 404, title: 'This lottery is not available' },
  lottery_entries_closed: { code: 3752, status: 409, title: 'Entries for this lottery are closed' },
  lottery_room_not_offered: { code: 3753, status: 422, title: 'This room and plan are not part of the lottery' },
  lottery_entry_unchangeable: { code: 3754, status: 409, title: 'This lottery entry can no longer be changed' },
  lottery_already_entered: { code: 3756, status: 409, title: 'You have already entered this lottery' },
  lottery_room_gone: { code: 3757, status: 409, title: 'The room you won is no longer available' },
  lottery_booking_closed: { code: 3760, status: 409, title: 'The deadline to book the room you won has passed' },
  lottery_not_drawable: {
    code: 'LOTTERY_NOT_DRAWABLE',
    status: 409,
    title: 'Entries for this lottery are still open; it is drawn after the entry deadline',
  },
  lottery_already_drawn: { code: 'LOTTERY_ALREADY_DRAWN', status: 409, title: 'This lottery has already been drawn' },
  lottery_account_mismatch: {
    code: 'LOTTERY_ACCOUNT_MISMATCH',
    status: 403,
    title: 'This lottery entry belongs to another account. Please sign in with the account that entered.',
  },
  lottery_entry_not_found: { code: 'LOTTERY_ENTRY_NOT_FOUND', status: 404, title: 'No lottery entry has this number' },
  sold_out: { code: 'SOLD_OUT', status: 409, title: 'Sorry, the room you chose is no longer available for these dates' },
  plan_unavailable: { code: 'PLAN_UNAVAILABLE', status: 422, title: 'This plan cannot be booked for the chosen dates and guests' },
  plan_language_restricted: {
    code: 3601,
    status: 422,
    title: 'This plan is sold in other languages only. Please choose another plan.',
  },
  minimum_stay: { code: 'MINIMUM_STAY', status: 422, title: 'This plan needs a stay of at least {minimum_nights} nights' },
  card_required_fee_due: {
    code: 'CARD_REQUIRED',
    status: 422,
    title: 'Cancelling this stay already costs a fee, so it is paid or guaranteed by card. Please choose a way to pay by card.',
  },
  payment_method_not_accepted: {
    code: 'PAYMENT_METHOD_NOT_ACCEPTED',
    status: 422,
    title: 'This plan cannot be used with the chosen payment method',
  },
  payment_methods_must_match: { code: 'PAYMENT_METHODS_MUST_MATCH', status: 422, title: 'Payment methods of multiple rooms must match' },
  zero_total_card: {
    code: 'ZERO_TOTAL_CARD',
    status: 422,
    title: 'A total of zero cannot be paid by card. Please choose another payment method.',
  },
  card_brand_not_accepted: {
    code: 'CARD_BRAND_NOT_ACCEPTED',
    status: 422,
    title: 'This card brand is not accepted here. Please use another card.',
  },
  card_brand_over_million_yen: {
    code: 'CARD_BRAND_OVER_MILLION_YEN',
    status: 422,
    title: 'Visa and Mastercard cannot pay more than 1,000,000 yen online. Please use another card.',
  },
  card_expires_before_checkout: {
    code: 'CARD_EXPIRES_BEFORE_CHECKOUT',
    status: 422,
    title: 'Please check the expiry date: the card must be valid until check-out.',
  },
  card_token_invalid: { code: 'CARD_TOKEN_INVALID', status: 422, title: 'The card details could not be read. Please enter them again.' },
  payment_timeout: { code: 3001, status: 504, title: 'The payment timed out and was not processed. Please try again.' },
  payment_incomplete: { code: 3002, status: 402, title: 'The payment failed and the reservation is not complete. Please try again.' },
  card_unusable: { code: 3003, status: 402, title: 'This card cannot be used. Please use another card.' },
  card_number_check: { code: 3004, status: 402, title: 'Please check the card number.' },
  card_expiry_check: { code: 3005, status: 402, title: 'Please check the expiry date.' },
  three_d_secure_failed: { code: 3006, status: 402, title: '3-D Secure authentication failed. Please try again or use another card.' },
  card_not_accepted: { code: 3007, status: 402, title: 'This card is not accepted, or the number is wrong.' },
  three_d_secure_cancelled: { code: 3008, status: 402, title: '3-D Secure authentication was cancelled.' },
  payment_use_another_card: { code: 3204, status: 402, title: 'The payment failed. Please use another card.' },
  three_d_secure_unavailable: { code: 3250, status: 402, title: '3-D Secure authentication failed. Please try again or use another card.' },
  card_without_three_d_secure: { code: 3252, status: 402, title: 'This card does not support 3-D Secure. Please use another card.' },
  three_d_secure_expired: {
    code: 'THREE_D_SECURE_EXPIRED',
    status: 410,
    title: 'The 15 minutes for 3-D Secure have passed, so the reservation was released. Please book again.',
  },
  price_changed: { code: 'PRICE_CHANGED', status: 409, title: 'The price has changed. Please check the new price and confirm.' },
  cancellation_policy_changed: {
    code: 'CANCELLATION_POLICY_CHANGED',
    status: 409,
    title: 'The hotel has changed its cancellation policy. Please read the new policy and confirm again.',
  },
  idempotency_key_in_progress: {
    code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
    status: 409,
    title: 'This booking is still being confirmed with the card issuer. Please wait a moment and try again.',
  },
  idempotency_key_reused: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 422,
    title: 'This Idempotency-Key was already used for a different request',
  },
  already_cancelled: { code: 'ALREADY_CANCELLED', status: 409, title: 'This reservation is already cancelled' },
  cancellation_not_online: {
    code: 'CANCELLATION_NOT_ONLINE',
    status: 422,
    title: 'Cancellation on or after the check-in day is not possible online. Please call the hotel.',
  },
  cancellation_fee_changed: {
    code: 'CANCELLATION_FEE_CHANGED',
    status: 409,
    title: 'The cancellation fee has changed. Please check it and confirm again.',
  },
  currency_card_only: {
    code: 'CURRENCY_CARD_ONLY',
    status: 422,
    title: 'Paying in another currency is by card only. Please choose card payment.',
  },
  currency_not_offered: { code: 'CURRENCY_NOT_OFFERED', status: 422, title: 'This hotel does not take payment in that currency' },
  exchange_rate_updated: { code: 'EXCHANGE_RATE_UPDATED', status: 409, title: 'The exchange rate was updated. Please recheck the price.' },
  payment_not_found: { code: 'PAYMENT_NOT_FOUND', status: 404, title: 'Payment record not found' },
  payment_processing: {
    code: 'PAYMENT_PROCESSING',
    status: 409,
    title: 'This payment is open on another device. Please try again in {minutes} minutes.',
  },
  payment_already_paid: { code: 'PAYMENT_ALREADY_PAID', status: 409, title: 'This payment has already been made' },
  payment_link_closed: { code: 'PAYMENT_LINK_CLOSED', status: 409, title: 'This payment can no longer be made. Please contact the hotel.' },
  receipt_not_available: {
    code: 'RECEIPT_NOT_AVAILABLE',
    status: 409,
    title: 'There is no receipt for this reservation online: payment at the hotel is receipted by the hotel.',
  },
  webhook_signature_invalid: { code: 'WEBHOOK_SIGNATURE_INVALID', status: 401, title: 'The webhook signature does not verify' },
  too_many_requests: { code: 'TOO_MANY_REQUESTS', status: 429, title: 'Too many requests. Please wait a moment and try again.' },
  service_unavailable: {
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
    title: 'The booking service is under maintenance. Please try again later.',
  },
  points_not_enough: { code: 2401, status: 422, title: 'Only {currentPoint} points are available; {spendPoint} cannot be spent' },
  point_spend_rule: {
    code: 'POINT_SPEND_RULE',
    status: 422,
    title: 'Points are spent in steps of {step}, at least {minimum} and at most {maximum} here',
  },
  points_unavailable: { code: 3202, status: 409, title: 'Points are not available for this account' },
  coupon_invalid: { code: 1500, status: 422, title: 'This coupon code is not valid, has expired or does not apply to this booking' },
  coupon_limit_reached: { code: 1501, status: 409, title: 'This coupon has been used as many times as it can be' },
  coupon_sign_in_required: {
    code: 'COUPON_SIGN_IN_REQUIRED',
    status: 403,
    title: 'Please sign in as the member this coupon belongs to',
  },
  promotion_not_applicable: {
    code: 2001,
    status: 422,
    title: 'This promotion code cannot be used for this plan or these dates',
  },
  voucher_not_found: { code: 'VOUCHER_NOT_FOUND', status: 404, title: 'There is no voucher with this number on your account' },
  temporary_storage_not_found: {
    code: 'TEMPORARY_STORAGE_NOT_FOUND',
    status: 404,
    title: 'This saved booking is not kept any more: saved bookings are kept for a week',
  },
  nothing_to_pay_in_advance: {
    code: 'NOTHING_TO_PAY_IN_ADVANCE',
    status: 422,
    title: 'This hotel has no room for this stay and party that can be paid in advance. Please open the hotel to see its rooms.',
  },
  children_tiers_required: {
    code: 'CHILDREN_TIERS_REQUIRED',
    status: 422,
    title: "This hotel prices children by age group. Please open the hotel and choose each child's group.",
  },
  voucher_sign_in_required: {
    code: 'VOUCHER_SIGN_IN_REQUIRED',
    status: 403,
    title: 'Please sign in as the member this voucher was issued to',
  },
  voucher_expired: { code: 'VOUCHER_EXPIRED', status: 422, title: 'This voucher is past its valid-through date' },
  voucher_used: { code: 'VOUCHER_USED', status: 409, title: 'This voucher has already been used for a booking' },
  voucher_not_applicable: {
    code: 'VOUCHER_NOT_APPLICABLE',
    status: 422,
    title: 'This voucher does not pay for this stay: check its plans, its staying period and the dates it excludes',
  },
  nothing_to_pay_by_card: {
    code: 'NOTHING_TO_PAY_BY_CARD',
    status: 422,
    title: 'Your points cover the whole price, so there is nothing to pay by card. Please choose payment at the hotel.',
  },
  point_exchange_failed: {
    code: 3501,
    status: 502,
    title: 'The partner did not take the points; they are back in your balance. Please try again later.',
  },
  points_not_returned: { code: 3504, status: 409, title: 'The points could not be returned. Please contact the hotel.' },
  // Stay plus flight packages (ADR 0059).
  package_japanese_only: {
    code: 'PACKAGE_JAPANESE_ONLY',
    status: 422,
    title: 'Stay plus flight packages are booked in Japanese only. Please switch the language to Japanese.',
  },
  package_too_many_rooms: {
    code: 'PACKAGE_TOO_MANY_ROOMS',
    status: 422,
    title: 'A stay plus flight package takes at most {max_rooms} rooms',
  },
  package_dates_required: {
    code: 'PACKAGE_DATES_REQUIRED',
    status: 422,
    title: 'A stay plus flight package needs check-in and check-out dates at least one night apart',
  },
  package_departure_required: { code: 'PACKAGE_DEPARTURE_REQUIRED', status: 422, title: 'Please choose the airport you fly from' },
  package_no_route: { code: 'PACKAGE_NO_ROUTE', status: 422, title: 'There are no flights between this airport and the hotel' },
  package_flights_off_stay: {
    code: 'PACKAGE_FLIGHTS_OFF_STAY',
    status: 422,
    title: 'The outbound flight must leave on the check-in day and the return flight on the check-out day',
  },
  flight_sold_out: {
    code: 'FLIGHT_SOLD_OUT',
    status: 409,
    title: 'Sorry, the flight you chose has no seats left. Please choose another flight.',
  },
  flight_hold_failed: {
    code: 'FLIGHT_HOLD_FAILED',
    status: 502,
    title: 'The airline could not keep seats for you. Nothing was booked or charged; please try again.',
  },
  flight_ticketing_failed: {
    code: 'FLIGHT_TICKETING_FAILED',
    status: 502,
    title: 'The airline could not issue your tickets. Your booking was undone and the payment refunded; please try again.',
  },
  // A package cancelled as a whole (ADR 0062).
  flight_cancellation_failed: {
    code: 'FLIGHT_CANCELLATION_FAILED',
    status: 502,
    title: 'The airline could not cancel your flights, so nothing was cancelled or charged. Please try again later or contact the hotel.',
  },
  package_being_booked: {
    code: 'PACKAGE_BEING_BOOKED',
    status: 409,
    title: 'This stay plus flight package is still being booked. Please try again in a few minutes.',
  },
  system_error: { code: 'SYSTEM_ERROR', status: 500, title: 'System error' },
} as const satisfies Record<string, { code: number | string; status: number; title: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];
/** The code of one error of the catalogue, by its name. */
export type CodeOf<K extends ErrorKey> = (typeof ERRORS)[K]['code'];

/** §3 "Errors": the one shape every error response has. */
export interface ErrorBody {
  errors: Array<{
    title: string;
    status: number;
    code: ErrorCode;
    /** `message` is the catalogue key of a field problem (validation.*), for clients that say it in their own language. */
    details: { base: Array<{ code: ErrorCode; error: string; field?: string; message?: string }> };
    payloads?: Record<string, unknown>;
  }>;
}

/** Fills `{name}` placeholders of a message. */
export function interpolate(message: string, values: Record<string, unknown> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
