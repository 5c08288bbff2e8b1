import { http } from 'msw';
import { failure, isEmpty, ok, readBody, withScenarios } from '../envelope';
import { store } from '../store';

/** Saves the form: every item that applies to the chosen card type must have a value. */
function save(key: 'bindCard' | 'cardChange') {
  return withScenarios(key, async ({ request }) => {
    const body = await readBody(request);
    const cardType = Number(body.cardType || 1);
    const missing = store.bank.items
      .filter((item) => item.cardTypeMi === 0 || item.cardTypeMi === cardType)
      .filter((item) => !body[item.code]?.trim())
      .map((item) => item.title);
    if (missing.length) return failure(`Please fill in: ${missing.join(', ')}`, 1003);
    store.bank.bound.push({ ...body, endpoint: key });
    return ok(null);
  });
}

export const bindCardHandlers = [
  http.post(
    '*/planes/v3/bind-card/card-init',
    withScenarios('cardInit', ({ request }) =>
      ok({ cardTypes: store.bank.cardTypes, items: isEmpty(request, 'cardInit') ? [] : store.bank.items }),
    ),
  ),
  http.post('*/planes/v3/bind-card/bind-card-new', save('bindCard')),
  http.post('*/planes/level/cardChange', save('cardChange')),
];
