import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import { modelProvider } from './modules/assistant/model-provider';
import { assistantRoutes } from './modules/assistant/routes';
import { assistantService } from './modules/assistant/service';
import { handOffService, type HandOffDeps } from './modules/ota/hand-off';
import { handOffRoutes } from './modules/ota/hand-off-routes';
import { agencyRoutes } from './modules/ota/routes';
import type { AgencySearchService } from './modules/ota/service';
import { agencyReservationRoutes } from './modules/reservations/agency-routes';
import type { ReservationsService } from './modules/reservations/service';
import { ratingRoutes } from './modules/reviews/routes';
import type { ReviewsService } from './modules/reviews/service';
import { temporaryStorageRoutes } from './modules/temporary-storages/routes';
import type { TemporaryStoragesService } from './modules/temporary-storages/service';

/** The agency site's own calls (§7 OTA). */
export const OTA_API_PREFIX = '/api/ota/v1';

export interface OtaApiDeps extends HandOffDeps {
  db: Db;
  agency: AgencySearchService;
  temporaryStorages: TemporaryStoragesService;
  reviews: ReviewsService;
  reservations: ReservationsService;
  /** What every call under the prefix knows of its caller (maintenance, session, member, organization user). */
  callerContext: (scope: FastifyInstance) => void;
}

/** Registers the agency site's calls under their prefix, with its assistant when a model is configured. */
export async function registerOtaApi(app: FastifyInstance, config: Config, deps: OtaApiDeps) {
  const { db, hotels, search, currencies, takesCards, agency, temporaryStorages, reviews, reservations, callerContext } = deps;
  const assistantModel = config.ASSISTANT_LLM_URL
    ? modelProvider({
        url: config.ASSISTANT_LLM_URL,
        apiKey: config.ASSISTANT_LLM_API_KEY,
        model: config.ASSISTANT_LLM_MODEL,
        timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
      })
    : null;
  const rateLimit = config.LOOKUP_RATE_LIMIT;
  await app.register(
    async (ota) => {
      callerContext(ota);
      await ota.register(assistantRoutes(assistantService(assistantModel, app.log), { rateLimit }));
      await ota.register(temporaryStorageRoutes(temporaryStorages, { rateLimit }));
      await ota.register(agencyRoutes(agency));
      await ota.register(handOffRoutes(handOffService(db, { hotels, search, currencies, takesCards }), { rateLimit }));
      await ota.register(ratingRoutes(reviews));
      await ota.register(agencyReservationRoutes(reservations, { lookupRateLimit: rateLimit }));
    },
    { prefix: OTA_API_PREFIX },
  );
}
