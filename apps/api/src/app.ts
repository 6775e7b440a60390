import fastifyRateLimit from '@fastify/rate-limit';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/connect';
import { AppError } from './errors';
import { accountRateLimits } from './plugins/account-rate-limit';
import { registerClientSession } from './plugins/client-session';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerMaintenance } from './plugins/maintenance';
import { registerResponseContract, type ContractBreach } from './plugins/response-contract';
import { registerMember } from './plugins/member';
import { registerOrganizationUser } from './plugins/organization';
import { registerSecurityHeaders, type PageFraming } from './plugins/security-headers';
import { registerApiDocs } from './plugins/api-docs';
import type { BrandSettings } from './modules/hotels/settings';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextInputGuard } from './plugins/text-input';
import { redactHeaders, redactedRequest } from './observability/log-redaction';
import { registerRequestIdEcho, requestIdOf } from './observability/request-id';
import { startTelemetry } from './observability/telemetry';
import { currencyRoutes } from './modules/currencies/routes';
import { currenciesService } from './modules/currencies/service';
import { hotelRoutes } from './modules/hotels/routes';
import { hotelsService, type HotelsService } from './modules/hotels/service';
import { inventoryService } from './modules/inventory/service';
import { jobRunner, type JobRunner } from './modules/jobs/runner';
import { mailRoutes } from './modules/mail/routes';
import { MAIL_DELIVERY_JOB, MAIL_RETRY_JOB, mailService } from './modules/mail/service';
import { RESERVATION_MAIL_JOB, reservationMailEvents } from './modules/guest-mails/events';
import { guestMailsService } from './modules/guest-mails/service';
import { memberRoutes } from './modules/members/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { organizationsService } from './modules/organizations/service';
import { memberships } from './modules/members/memberships';
import { membersService } from './modules/members/service';
import { openIdClients } from './modules/sso/openid';
import { ssoRoutes } from './modules/sso/routes';
import { ssoService } from './modules/sso/service';
import { paymentLinksService } from './modules/payments/payment-links-service';
import { paymentLinkRoutes } from './modules/payments/links-routes';
import { paymentRoutes } from './modules/payments/routes';
import { configuredGateways } from './modules/payments/configured-gateways';
import { CHALLENGE_EXPIRY_JOB, SETTLEMENT_JOB, cardPaymentsService } from './modules/payments/service';
import { answerRoutes } from './modules/reservations/answer-routes';
import { reservationRoutes } from './modules/reservations/routes';
import { staffRoutes } from './modules/staff/routes';
import { staffPaymentLinkRoutes } from './modules/staff/payment-link-routes';
import { extraRoutes } from './modules/extras/routes';
import { extrasService } from './modules/extras/service';
import { questionRoutes } from './modules/questions/routes';
import { ATTACHMENT_EXPIRY_JOB, questionsService } from './modules/questions/service';
import { localDiskStorage } from './modules/questions/storage';
import { staffService, type StaffService } from './modules/staff/service';
import { reservationsService } from './modules/reservations/service';
import { lotteryDraw } from './modules/lotteries/draw';
import { lotteryRoutes } from './modules/lotteries/routes';
import { LOTTERY_DEADLINE_JOB, LOTTERY_DRAW_JOB, lotteriesService } from './modules/lotteries/service';
import { reservationPaymentEffects } from './modules/reservations/payment-effects';
import { couponRoutes } from './modules/coupons/routes';
import { couponsService } from './modules/coupons/service';
import { promotionRoutes } from './modules/promotions/routes';
import { promotionsService } from './modules/promotions/service';
import { voucherRoutes } from './modules/vouchers/routes';
import { voucherModeSearch } from './modules/vouchers/search-step';
import { vouchersService } from './modules/vouchers/service';
import { sandboxPointPartner } from './modules/points/partner';
import { pointRoutes } from './modules/points/routes';
import { POINTS_EXPIRY_JOB, POINTS_POSTING_JOB, pointsService } from './modules/points/service';
import { searchRoutes } from './modules/search/routes';
import { nearbyHotelsRoutes } from './modules/search/nearby-hotels-routes';
import { nearbyHotelsService } from './modules/search/nearby-hotels';
import { recommendationRoutes } from './modules/search/recommendation-routes';
import { recommendationService } from './modules/search/recommendation';
import { RECOVERY_MAIL_JOB, temporaryStoragesService } from './modules/temporary-storages/service';
import { searchService } from './modules/search/service';
import { agencySearchService } from './modules/ota/service';
import { reviewRoutes } from './modules/reviews/routes';
import { SHOPPER_BROWSERS_PURGE_JOB, shopperBrowsersPurge } from './modules/payments/shopper-browsers-purge';
import { REVIEW_INVITATION_JOB, reviewsService } from './modules/reviews/service';
import { clientSessionRoutes } from './modules/sessions/routes';
import { signInThrottle } from './modules/sign-ins/service';
import { clientSessionsService } from './modules/sessions/service';
import { consoleAccounts, type ConsoleAccounts } from './modules/console/accounts';
import { consolePlugin } from './modules/console/plugin';
import { SANDBOX_HOLD_EXPIRY_JOB, sandboxFlightSupplier } from './modules/flights/sandbox/supplier';
import { packageBookings } from './modules/packages/booking';
import { packageCancellations } from './modules/packages/cancellation';
import { PACKAGE_RECOVERY_JOB } from './modules/packages/lease';
import { packageChallengeSettled } from './modules/packages/challenge';
import { packageStays } from './modules/packages/stay';
import { linkedStays } from './modules/reservations/linked-stay';
import { packageRoutes } from './modules/packages/routes';
import { packageSearch } from './modules/packages/search';
import { PAYMENT_GATEWAY_NAMES } from '@yado/domain/payments';
import type { PackageState } from '@yado/domain/wire/packages';
import { registerOtaApi } from './ota-api';

export const API_PREFIX = '/api/v1';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs; tests run the due ones at a time they choose. */
    jobs: JobRunner;
    /** Staff keys: the demo seed and tests issue them. */
    staff: StaffService;
    /** The catalogue; tests that change a brand's settings in the database clear what it keeps. */
    hotels: HotelsService;
    /** Console accounts: the demo seed and tests create them. */
    consoleAccounts: ConsoleAccounts;
  }
}

export interface BuildOptions {
  logStream?: LogStream;
  /** Where spans go instead of OTLP when tracing is on (tests read them from memory). */
  spanExporter?: SpanExporter;
  /** Checks every JSON answer against its route's response schema and reports what does not match (tests). */
  onContractBreach?: (breach: ContractBreach) => void;
  /** Told each step a package booking records (the crash-recovery test stops a booking at one). */
  packageStepReached?: (state: PackageState) => Promise<void>;
}

/** Builds the whole server on an open database; it never listens (main.ts does). */
export async function buildApp(config: Config, db: Db, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Addresses are logged without secrets, personal data or card numbers; headers, when logged, without credentials.
      serializers: { req: redactedRequest, headers: redactHeaders },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The caller's tracing id (X-Request-Id) when it sent one: its log lines, answer and trace share it.
    genReqId: requestIdOf,
    // X-Forwarded-For is believed only from the proxies named: anyone else could pick their own address.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onContractBreach) registerResponseContract(app, options.onContractBreach);
  registerRequestIdEcho(app);
  const telemetry = startTelemetry(config, app.log, { spanExporter: options.spanExporter });
  telemetry.register(app, db);

  const https = new URL(config.PUBLIC_BASE_URL).protocol === 'https:';
  await registerSecurityHeaders(app, { https });
  await registerApiDocs(app, { https });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('too_many_requests'),
  });

  const clientSessions = clientSessionsService(db);
  const hotels = hotelsService(db, { publicBaseUrl: config.PUBLIC_BASE_URL });
  const inventory = inventoryService(db, { log: app.log });
  const extras = extrasService(db);
  const jobs = jobRunner(db, app.log, telemetry.jobs);
  const uploads = localDiskStorage(config.UPLOAD_DIR);
  const questions = questionsService(db, uploads, jobs);
  jobs.register(ATTACHMENT_EXPIRY_JOB, (payload) => questions.expireAttachment(String(payload.attachment_id)));
  const currencies = currenciesService(db);
  const promotions = promotionsService(db);
  const search = searchService(hotels, inventory, currencies, promotions);
  const agency = agencySearchService(db, { hotels, inventory, currencies, search, warmUp: config.AGENCY_INDEX_WARM_UP });
  const payments = configuredGateways(app, db, config, `${API_PREFIX}/payments/webhooks/sandbox`);
  const { gateways } = payments;
  const mailEvents = reservationMailEvents(jobs);
  const memberOfBrand = memberships(db);
  const points = pointsService(db, jobs, sandboxPointPartner(), memberOfBrand);
  const coupons = couponsService(db, memberOfBrand);
  const vouchers = vouchersService(db, hotels, memberOfBrand);
  const discounts = { points, coupons, promotions, vouchers };
  jobs.register(POINTS_POSTING_JOB, (payload, now) => points.postStay(String(payload.reservation_id), now));
  jobs.register(POINTS_EXPIRY_JOB, async (_payload, now) => {
    await points.expireDue(now);
  });
  const cardPayments = cardPaymentsService(
    db,
    gateways,
    jobs,
    reservationPaymentEffects(db, hotels, inventory, extras, mailEvents, discounts, packageChallengeSettled(db, jobs)),
    {
      timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
      returnUrl: (transactionId) => `${API_PREFIX}/payments/return/${transactionId}`,
    },
  );
  jobs.register(CHALLENGE_EXPIRY_JOB, (payload, now) => cardPayments.expireChallenge(String(payload.transaction_id), now));
  const browsersPurge = shopperBrowsersPurge(db, jobs);
  jobs.register(SHOPPER_BROWSERS_PURGE_JOB, async (_payload, now) => void (await browsersPurge.run(now)));
  jobs.register(SETTLEMENT_JOB, (payload, now) =>
    cardPayments.settle(String(payload.reservation_id), { keep: Number(payload.keep), cancelled: payload.cancelled === true }, now),
  );
  const mail = mailService(db, jobs, app.log, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  jobs.register(MAIL_DELIVERY_JOB, (payload) => mail.deliver(Number(payload.mail_id)));
  jobs.register(MAIL_RETRY_JOB, (_payload, now) => mail.retryDue(now));
  jobs.keepScheduled(mail.scheduleRetries);
  const lotteryDraws = lotteryDraw(db, hotels, inventory, mail, app.log);
  const lotteries = lotteriesService(db, hotels, inventory, lotteryDraws);
  jobs.register(LOTTERY_DRAW_JOB, async (payload, now) => {
    await lotteryDraws.draw(String(payload.event_id), now);
  });
  jobs.register(LOTTERY_DEADLINE_JOB, (payload, now) => lotteryDraws.closeBookings(String(payload.event_id), now));
  const reservations = reservationsService(
    db,
    hotels,
    inventory,
    cardPayments,
    currencies,
    extras,
    questions,
    lotteries.bookings,
    mailEvents,
    discounts,
  );
  const flightSupplier = sandboxFlightSupplier(db, jobs, { holdMinutes: config.FLIGHT_HOLD_MINUTES });
  jobs.register(SANDBOX_HOLD_EXPIRY_JOB, (payload, now) => flightSupplier.expireHold(String(payload.hold_id), now));
  const packages = packageSearch(hotels, search, flightSupplier);
  const stays = packageStays(linkedStays({ db, hotels, inventory, extras, discounts, mailEvents, payments: cardPayments }));
  const packageCancellation = packageCancellations({ db, supplier: flightSupplier, stays, hotels, reservations, jobs });
  const packageBooking = packageBookings({
    db,
    supplier: flightSupplier,
    search: packages,
    reservations,
    stays,
    cancellations: packageCancellation,
    payments: cardPayments,
    jobs,
    ...(options.packageStepReached ? { stepReached: options.packageStepReached } : {}),
  });
  jobs.register(PACKAGE_RECOVERY_JOB, (payload, now) => packageBooking.recover(String(payload.package_id), now));
  const guestMails = guestMailsService(db, hotels, mail, reservations.forMail);
  jobs.register(RESERVATION_MAIL_JOB, (payload, now) => guestMails.send(payload, now));
  const temporaryStorages = temporaryStoragesService(db, {
    hotels,
    search,
    jobs,
    mail,
    bookedBySessionSince: reservations.bookedBySessionSince,
  });
  jobs.register(RECOVERY_MAIL_JOB, (payload, now) => temporaryStorages.mailRecovery(String(payload.id), now));
  const staff = staffService(db, hotels, { demoKeys: config.DEMO_MODE });
  const reviews = reviewsService(db, { hotels, mail, jobs, onRatingsChanged: agency.forgetRatings });
  jobs.register(REVIEW_INVITATION_JOB, async (_payload, now) => {
    await reviews.inviteDue(now);
  });
  const paymentLinks = paymentLinksService(db, cardPayments, hotels);
  const signIns = signInThrottle(db);
  const members = membersService(db, hotels, mail, signIns, {
    membershipIdKey: Buffer.from(config.MEMBERSHIP_ID_KEY, 'hex'),
    brandAuthSecrets: config.BRAND_AUTH_SECRETS,
  });
  const consoleUsers = consoleAccounts(db, signIns, { totpKey: Buffer.from(config.TOTP_SECRET_KEY, 'hex') });
  await consoleUsers.sealPlainSecrets();
  const sso = ssoService(db, openIdClients(config.SSO_PROVIDERS), members, hotels);
  const organizations = organizationsService(db, hotels, reservations, signIns);
  // Pages the widget frames (card fields, 3-D Secure): below our widget, wherever it may be.
  const framedByWidget = async (): Promise<PageFraming> => ({ https, frameAncestors: ["'self'", ...(await hotels.allBrandsOrigins())] });

  const takesCards = (settings: BrandSettings) => cardPayments.gatewayFor(settings) !== null;
  // What every API call knows of its caller, under either prefix.
  const callerContext = (scope: FastifyInstance) => {
    registerMaintenance(scope, config.MAINTENANCE);
    registerClientSession(scope, clientSessions);
    registerMember(scope, (token) => members.resolveSession(token));
    registerOrganizationUser(scope, (token) => organizations.resolveSession(token));
  };

  const spaFallback = await registerStaticWeb(
    app,
    { web: config.WEB_DIST, embed: config.EMBED_DIST },
    {
      demo: config.DEMO_MODE,
      https,
      widgetFramers: (hotelCode) => (hotelCode ? hotels.allowedOrigins(hotelCode) : Promise.resolve([config.PUBLIC_BASE_URL])),
    },
  );
  registerErrorHandler(app, spaFallback);
  registerTextInputGuard(app);

  await app.register(
    async (api) => {
      callerContext(api);
      api.get(
        '/health',
        { schema: { tags: ['health'], summary: 'Liveness: one trivial query', response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const };
        },
      );
      await api.register(clientSessionRoutes(clientSessions));
      await api.register(
        hotelRoutes(hotels, {
          gatewayFor: cardPayments.gatewayFor,
          previewBrand: config.PREVIEW_BRAND ?? null,
          demoMode: config.DEMO_MODE,
        }),
      );
      await api.register(searchRoutes(search, voucherModeSearch(vouchers, hotels, search)));
      await api.register(nearbyHotelsRoutes(nearbyHotelsService(hotels, search.searchRooms), { rateLimit: config.LOOKUP_RATE_LIMIT }));
      await api.register(recommendationRoutes(recommendationService(hotels, inventory, currencies, promotions)));
      await api.register(reservationRoutes(reservations, { lookupRateLimit: config.LOOKUP_RATE_LIMIT }));
      await api.register(answerRoutes(reservations, { lookupRateLimit: config.LOOKUP_RATE_LIMIT }));
      await api.register(
        packageRoutes(packages, packageBooking, reservations, packageCancellation, { lookupRateLimit: config.LOOKUP_RATE_LIMIT }),
      );
      const accountLimits = accountRateLimits(app, { perClient: config.ACCOUNT_RATE_LIMIT, perAccount: config.PER_ACCOUNT_RATE_LIMIT });
      await api.register(memberRoutes(members, accountLimits));
      await api.register(ssoRoutes(sso, accountLimits));
      await api.register(organizationRoutes(organizations, accountLimits));
      await api.register(lotteryRoutes(lotteries, lotteryDraws, staff));
      // The demo mailbox shows anyone's mail: it exists in demo mode only.
      if (config.DEMO_MODE) await api.register(mailRoutes(mail));
      await api.register(paymentRoutes(cardPayments, gateways.names, framedByWidget));
      await api.register(paymentLinkRoutes(paymentLinks));
      await api.register(currencyRoutes(currencies, hotels));
      await api.register(staffRoutes(staff, reservations, members, packageCancellation));
      await api.register(pointRoutes(points, staff, hotels));
      await api.register(couponRoutes(coupons, hotels, staff));
      await api.register(promotionRoutes(promotions, hotels, staff));
      await api.register(voucherRoutes(vouchers, hotels, staff));
      await api.register(staffPaymentLinkRoutes(staff, paymentLinks, hotels, mail));
      await api.register(reviewRoutes(reviews, staff));
      await api.register(extraRoutes(extras, hotels));
      await api.register(questionRoutes(questions, hotels));
      await api.register(
        consolePlugin({
          db,
          accounts: consoleUsers,
          reservations,
          mailEvents,
          links: paymentLinks,
          hotels,
          inventory,
          mail,
          packages: packageCancellation,
          lotteryDraws,
          memberEconomy: { coupons, vouchers, points },
          promotions,
          accountLimits,
          takesCards,
          gatewayNames: PAYMENT_GATEWAY_NAMES.filter((name) => gateways.names.includes(name)),
          demo: config.DEMO_MODE,
          brandSignIns: Object.keys(config.BRAND_AUTH_SECRETS),
          storage: uploads,
          https,
        }),
      );
    },
    { prefix: API_PREFIX },
  );
  await registerOtaApi(app, config, {
    db,
    hotels,
    search,
    currencies,
    takesCards,
    agency,
    temporaryStorages,
    reviews,
    reservations,
    callerContext,
  });
  await payments.registerRoutes(framedByWidget);

  app.decorate('jobs', jobs);
  app.decorate('staff', staff);
  app.decorate('hotels', hotels);
  app.decorate('consoleAccounts', consoleUsers);
  // A server that runs jobs keeps the recurring ones going, one given up included; tests run them when they choose.
  jobs.keepScheduled(points.scheduleExpiry);
  jobs.keepScheduled(reviews.scheduleInvitations);
  jobs.keepScheduled(browsersPurge.schedule);
  jobs.start(config.JOB_POLL_MS);
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => agency.close());
  app.addHook('onClose', () => inventory.close());
  app.addHook('onClose', () => telemetry.close());
  return app;
}
