import type { BrandSettings } from '../hotels/settings';
import type { PaymentGateway } from './gateway';

/** Which gateway takes a brand's cards, and where the browser finds its card fields. */
export interface GatewayChoice {
  name: string;
  cardFieldsUrl: string;
}

/**
 * The card gateways this server runs (ADR 0056): the sandbox always, Adyen and PayPal when
 * configured. A brand's payment hub setting chooses one; a payment stays with the gateway that opened it.
 */
export function paymentGateways(sandbox: PaymentGateway, providers: readonly PaymentGateway[]) {
  const byName = new Map([sandbox, ...providers].map((gateway) => [gateway.name, gateway]));
  return {
    names: [...byName.keys()],

    named(name: string): PaymentGateway {
      const gateway = byName.get(name);
      // Only a payment opened before its provider's credentials were removed can get here.
      if (!gateway) throw new Error(`payment gateway ${name} is not configured`);
      return gateway;
    },

    /**
     * The gateway a brand's payment hub chooses. A brand that chose a provider this server has no
     * credentials for takes no cards rather than falling back to the sandbox's pretend payments.
     */
    forBrand(settings: Pick<BrandSettings, 'payment_hub'>): GatewayChoice | null {
      const gateway = byName.get(settings.payment_hub.gateway);
      return gateway ? { name: gateway.name, cardFieldsUrl: gateway.cardFieldsUrl } : null;
    },
  };
}
export type PaymentGateways = ReturnType<typeof paymentGateways>;
