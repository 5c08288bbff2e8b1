import { http } from 'msw';
import { HOSTILE_URL } from '../fixtures/confirm';
import { failure, ok, readBody, withScenarios } from '../envelope';
import { store } from '../store';

/** Both confirm variants: /planes/v3/... (code 0) and the /gopia/goya/ aliases (code '00'). */
function confirmHandlers(
  paths: { detail: string; contracts: string; jump: string; push: string },
  code: 0 | '00',
  suffix: '' | 'V2',
) {
  return [
    http.post(
      paths.detail,
      withScenarios(`loanConfirm${suffix}`, async ({ request }) => {
        const { productId } = await readBody(request);
        return ok(store.confirm.variants[productId] ?? store.confirm.data, code);
      }),
    ),
    http.post(
      paths.contracts,
      withScenarios(`contracts${suffix}`, () => ok({ list: store.confirm.agreements }, code)),
    ),
    http.post(
      paths.jump,
      withScenarios(`contractJump${suffix}`, async ({ request }) => {
        const { position, productId } = await readBody(request);
        const agreement = store.confirm.agreements.find((a) => String(a.position) === position);
        if (!agreement) return failure('Agreement not found', code === 0 ? 2004 : '2004');
        store.recorded.contractJumps.push({ position, productId, variant: suffix || 'V1' });
        if (productId === 'P2002') return ok({ contract_url: HOSTILE_URL }, code);
        return ok({ contract_url: position === '2' ? '/ofEffects/' : '/outsideOr/' }, code);
      }),
    ),
    http.post(
      paths.push,
      withScenarios(`loanPush${suffix}`, async ({ request }) => {
        const body = await readBody(request);
        if (!body.amount || !body.productId) return failure('Missing loan parameters', code === 0 ? 1002 : '1002');
        store.confirm.pushed.push(body);
        if (body.productId === 'P2002') return ok({ lendDetailsUrl: HOSTILE_URL }, code);
        return ok(
          { lendDetailsUrl: `/badSpark/?productId=${encodeURIComponent(body.productId)}&orderId=ORD151` },
          code,
        );
      }),
    ),
  ];
}

export const loanConfirmHandlers = [
  ...confirmHandlers(
    {
      detail: '*/planes/v3/loan-confirm/loan-detail-confirm',
      contracts: '*/planes/v3/contract/contract',
      jump: '*/planes/v3/contract/contract-jump',
      push: '*/planes/v3/loan-confirm/loan-detail-push',
    },
    0,
    '',
  ),
  ...confirmHandlers(
    {
      detail: '*/gopia/goya/reckon',
      contracts: '*/gopia/goya/covenant',
      jump: '*/gopia/goya/clause',
      push: '*/gopia/goya/pledge',
    },
    '00',
    'V2',
  ),
];
