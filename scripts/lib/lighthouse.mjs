/** How `npm run bench` and `npm run bench:graph` run Lighthouse: the mobile preset on a 412 px phone. */
export function lighthouseFlags({ port, throttlingMethod = 'simulate' }) {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod,
  };
}
