import { loadConfig as loadWith, type Config, type ConfigDeclaration } from './platform/config.ts';
import { accountConfigDeclaration } from './modules/account/index.ts';
import { catalogueConfigDeclaration } from './modules/catalogue/index.ts';
import { creditsConfigDeclaration } from './modules/credits/index.ts';
import { earningsConfigDeclaration } from './modules/earnings/index.ts';
import { exchangeRatesConfigDeclaration } from './modules/exchange-rates/index.ts';
import { onboardingConfigDeclaration } from './modules/onboarding/index.ts';
import { ordersConfigDeclaration } from './modules/orders/index.ts';
import { paymentsConfigDeclaration } from './modules/payments/index.ts';
import { usersConfigDeclaration } from './modules/users/index.ts';

export { ConfigError, type Config } from './platform/config.ts';

/**
 * The variables each module declares it reads (its `<module>.config.ts`), composed here with the
 * platform's own (`platform/config.ts`) into the one configuration the app is built with.
 */
export const MODULE_CONFIGS: readonly ConfigDeclaration[] = [
  accountConfigDeclaration,
  catalogueConfigDeclaration,
  creditsConfigDeclaration,
  earningsConfigDeclaration,
  exchangeRatesConfigDeclaration,
  onboardingConfigDeclaration,
  ordersConfigDeclaration,
  paymentsConfigDeclaration,
  usersConfigDeclaration,
];

/** Parses the environment once, every variable of the platform and the modules; throws a ConfigError naming each bad one. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadWith(env, MODULE_CONFIGS);
