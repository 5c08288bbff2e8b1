import { http, HttpResponse } from 'msw';
import { failure, isEmpty, ok, readBody, readRecord, withScenarios } from '../envelope';
import { store } from '../store';

const titleOf = (list: { title: string; value: number }[], value: number) =>
  list.find((entry) => entry.value === value)?.title ?? '';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const complaintHandlers = [
  http.post(
    '*/planes/user-problem/problem-init',
    withScenarios('problemInit', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const { orderId = query.get('orderId') ?? '' } = await readBody(request);
      const { types, sonTypes, orders } = store.complaint;
      if (isEmpty(request, 'problemInit'))
        return ok({ problemType: types, problemSonType: sonTypes, orderDetail: null, orderList: [] });
      return ok({
        problemType: types,
        problemSonType: sonTypes,
        orderDetail: orders.find((order) => order.orderNo === orderId) ?? orders[0] ?? null,
        orderList: orders,
      });
    }),
  ),
  http.post(
    '*/planes/user-problem/upload-problem-img',
    withScenarios('uploadProblemImage', async ({ request }) => {
      let file: FormDataEntryValue | null = null;
      try {
        file = (await request.formData()).get('problemImage');
      } catch {
        return failure('Send the image as multipart field problemImage', '400');
      }
      if (!file || typeof file === 'string') return failure('No image received', '400');
      if (!file.type.startsWith('image/')) return failure('Only images can be uploaded', '415');
      if (file.size > MAX_IMAGE_BYTES) return failure('The image is larger than 5 MB', '413');
      const id = `img-${store.uploads.size + 1}-${Date.now().toString(36)}`;
      store.uploads.set(id, { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
      return HttpResponse.json({ code: '00', message: 'Upload succeeded!', data: { url: `/mock-uploads/${id}` } });
    }),
  ),
  http.get('*/mock-uploads/:id', ({ params }) => {
    const upload = store.uploads.get(String(params.id));
    if (!upload) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.type } });
  }),
  http.post(
    '*/planes/user-problem/problem-save',
    withScenarios('problemSave', async ({ request }) => {
      const body = await readBody(request);
      const type = Number(body.problemType);
      if (!titleOf(store.complaint.types, type)) return failure('Choose a question type', 1002);
      if (!body.problemDetail?.trim()) return failure('Please fill in your comments and suggestions', 1003);
      if (body.problemDetail.length > 200) return failure('At most 200 characters', 1004);
      const order = store.complaint.orders.find((o) => o.orderNo === body.orderNo);
      if (type === 1 && order?.isShow !== 1)
        return failure('The selected order does not support sending collection types', 1005);
      const images = (body.problemImage ?? '').split(',').filter(Boolean);
      if (images.length > 9) return failure('At most 9 images', 1006);
      const problemId = `PB${store.complaint.nextId++}`;
      store.complaint.list.unshift({
        problemId,
        orderNo: body.orderNo ?? '',
        problemType: type,
        problemSonType: Number(body.problemSonType) || 0,
        content: body.problemDetail,
        images,
        time: Date.now(),
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
      });
      // The spec shows no answer; this backend gives the reference a borrower can quote (docs/api-shapes.md).
      return ok({ problemId });
    }),
  ),
  http.post(
    '*/planes/user-problem/problem-list',
    withScenarios('problemList', ({ request }) => {
      const empty = isEmpty(request, 'problemList');
      const entry = (c: (typeof store.complaint.list)[number]) => ({
        id: c.problemId,
        time: c.time,
        type: titleOf(store.complaint.types, c.problemType),
        content: c.content,
      });
      const [all, processing, resolved] = store.complaint.tabs;
      const list = empty ? [] : store.complaint.list;
      return ok({
        tabs: [
          { title: all, list: list.map(entry) },
          { title: processing, list: list.filter((c) => !c.disposeDetail).map(entry) },
          { title: resolved, list: list.filter((c) => c.disposeDetail).map(entry) },
        ],
      });
    }),
  ),
  http.post(
    '*/planes/user-problem/problem-detail',
    withScenarios('problemDetail', async ({ request }) => {
      const { problemId, sessionId = '' } = await readRecord(request);
      const c = store.complaint.list.find((item) => item.problemId === problemId);
      if (!c) return failure('Complaint not found', 2004);
      const rated = c.scores?.[sessionId] !== undefined;
      const [, processing, resolved] = store.complaint.tabs;
      return ok({
        problemId: c.problemId,
        time: c.time,
        status: c.disposeDetail ? resolved : processing,
        type: titleOf(store.complaint.types, c.problemType),
        sonType: titleOf(store.complaint.sonTypes, c.problemSonType),
        content: c.content,
        images: c.images,
        disposeDetail: c.disposeDetail,
        disposeImages: c.disposeImages,
        isNeedScore: rated ? 0 : c.isNeedScore,
      });
    }),
  ),
  http.post(
    '*/planes/user-problem/save-score',
    withScenarios('problemScore', async ({ request }) => {
      const { score, problemId, sessionId = '' } = await readRecord(request);
      const c = store.complaint.list.find((item) => item.problemId === problemId);
      if (!c) return failure('Complaint not found', '2004');
      const stars = Number(score);
      if (!Number.isInteger(stars) || stars < 1 || stars > 5) return failure('Score must be 1 to 5', '1002');
      c.scores = { ...c.scores, [sessionId]: stars };
      return HttpResponse.json({ code: '00', message: 'Successful demonstration!', data: null });
    }),
  ),
];
