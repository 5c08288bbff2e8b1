import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script, without types
import { apisPastFloor } from './check-floor.mjs';

describe('the built bundles against the browser floor', () => {
  it('finds a web API past the floor that a bundled dependency calls (web-vitals and Array.prototype.at)', () => {
    expect(apisPastFloor('let a=this.o[0],n=this.o.at(-1);')).toEqual(['Array.prototype.at (Chrome 92)']);
    // A minified function named `at`, spread into props: no method of an array.
    expect(apisPastFloor('g(Ce,{id:F.phone,...at(y,"phone")})')).toEqual([]);
    expect(apisPastFloor('g({...at(y,"phone")});x.at(-1)')).toEqual(['Array.prototype.at (Chrome 92)']);
    expect(apisPastFloor('const copy=structuredClone(x);')).toEqual(['structuredClone (Chrome 98)']);
  });

  it('takes a call the same file makes safe: a polyfill, a class of its own, a feature check', () => {
    const polyfilled = 'function de(t=Array.prototype){typeof t.at!="function"&&Object.defineProperty(t,"at",{})}';
    expect(apisPastFloor(`${polyfilled};let n=this.o.at(-1);`)).toEqual([]);
    expect(apisPastFloor('class D{at(o){return o}toSorted(o){return o}};x.at(1);y.toSorted(z);')).toEqual([]);
    expect(apisPastFloor('let e="requestIdleCallback"in globalThis;e&&requestIdleCallback(f);')).toEqual([]);
    expect(apisPastFloor('requestIdleCallback(f);')).toEqual(['requestIdleCallback (no Safari)']);
  });
});
