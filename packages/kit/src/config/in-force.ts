/**
 * What the formatters read of the configuration, declared here so that this module and the configuration's do
 * not import each other (config.test.ts keeps it equal to those fields of `LoanConfig`).
 */
export interface FormatConfig {
  rupee: boolean;
  timeZone: string;
  market: 'ph' | 'cn';
}

/** The schema's defaults for those fields (a test keeps them equal), without the schema. */
export const FORMAT_DEFAULTS: FormatConfig = { rupee: false, timeZone: 'Asia/Manila', market: 'ph' };

let inForce: FormatConfig | undefined;

/**
 * The configuration module publishes what it read or was given; the formatters read it from here, so a bundle
 * that formats amounts without configuring anything carries neither the parser nor valibot.
 */
export function publishConfig(config: FormatConfig | undefined): void {
  inForce = config;
}

/** The configuration in force for formatting: the page's (once read or set), else the defaults. */
export function formatConfig(): FormatConfig {
  return inForce ?? FORMAT_DEFAULTS;
}
