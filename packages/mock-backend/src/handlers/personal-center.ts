import { http } from 'msw';
import { isEmpty, ok, withScenarios } from '../envelope';
import { store } from '../store';

export const personalCenterHandlers = [
  http.post(
    '*/planes/v3/personal-center/contact-kf-info',
    withScenarios('contactInfo', ({ request }) => ok(isEmpty(request, 'contactInfo') ? {} : { ...store.contact })),
  ),
  http.post(
    '*/planes/v3/personal-center/order-list',
    withScenarios('orderList', ({ request }) =>
      ok({ list: isEmpty(request, 'orderList') ? [] : store.complaint.orders }),
    ),
  ),
];
