import { http } from 'msw';
import { applyScenario, ok } from '../envelope';
import { store } from '../store';

export const personalCenterHandlers = [
  http.post('*/planes/v3/personal-center/contact-kf-info', async ({ request }) => {
    const scenario = await applyScenario(request, 'contactInfo');
    if (scenario) return scenario;
    return ok({ ...store.contact });
  }),
];
