/**
 * The screenshot spec's tenant: a copy of the demo pack under its own factory code, imported by
 * playwright.config.ts, so its learner starts every run untouched by the other specs.
 */
export const VISUAL_FACTORY_CODE = '100900';
