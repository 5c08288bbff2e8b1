import { http } from 'msw';
import { failure, ok, readRecord, withScenarios } from '../envelope';
import { store } from '../store';

/** Recommended-product jumps: /gopia/goya/define (order details) and /gopia/goya/because (failure page). */
function jump(key: 'productJump' | 'productApply') {
  return withScenarios(key, async ({ request }) => {
    const body = await readRecord(request);
    store.recorded.jumps.push({ ...body, endpoint: key });
    const link = store.productLinks[body.productKey ?? ''];
    if (!link) return failure('Unknown product', '404');
    if (link.code !== '00') return failure(link.message, link.code);
    return ok({ link: link.link }, '00');
  });
}

export const productsHandlers = [
  http.post('*/gopia/goya/define', jump('productJump')),
  http.post('*/gopia/goya/because', jump('productApply')),
  http.post(
    '*/planes/level/prolific',
    withScenarios('failurePage', () =>
      ok({
        noticeMessage: 'Failed',
        errMessage: 'We could not verify your account with our partner. You may still apply for these loans.',
        list: store.recommendedProducts,
      }),
    ),
  ),
];
