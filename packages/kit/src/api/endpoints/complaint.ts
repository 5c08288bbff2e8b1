import * as v from 'valibot';
import { call, defineCall, NoFields, type CallDefinition, type CallOptions } from '../request';
import {
  IgnoredData,
  date,
  flag,
  list,
  listAnswer,
  numeric,
  optionalNumeric,
  requiredText,
  section,
  text,
} from '../fields';

export const TypeEntrySchema = v.object({ title: text(), value: numeric() });
export type TypeEntry = v.InferOutput<typeof TypeEntrySchema>;

export const OrderSummarySchema = v.object({
  orderNo: text(),
  /** The order list's own fields (its shape is not in the spec, ADR 0039): the details page needs productId. */
  productId: text(),
  orderStatus: optionalNumeric(0),
  productLogo: text(),
  productName: text(),
  status: text(),
  list: list(v.object({ title: text(), value: text() })),
  isShow: flag(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

export const ProblemInitSchema = v.object({
  problemType: list(TypeEntrySchema),
  problemSonType: list(TypeEntrySchema),
  orderDetail: section(v.nullable(OrderSummarySchema), null),
  orderList: list(OrderSummarySchema),
});
export type ProblemInit = v.InferOutput<typeof ProblemInitSchema>;

/** Images arrive as a list or as the comma-joined string they were saved as. */
const imageList = () =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.array(v.string()), v.string()])),
      v.transform((value) =>
        Array.isArray(value)
          ? value
          : (value ?? '')
              .split(',')
              .map((url) => url.trim())
              .filter(Boolean),
      ),
    ),
    [],
  );

export const ComplaintListEntrySchema = v.object({
  id: text(),
  time: date(),
  type: text(),
  content: text(),
});
export type ComplaintListEntry = v.InferOutput<typeof ComplaintListEntrySchema>;

export const ComplaintListSchema = listAnswer(
  'tabs',
  v.object({ title: text(), list: list(ComplaintListEntrySchema) }),
);
export type ComplaintList = v.InferOutput<typeof ComplaintListSchema>;

export const ComplaintDetailsSchema = v.object({
  problemId: text(),
  /** When it was filed, and its stage ("Processing"), where the answer says (not in the spec; the list says too). */
  time: date(),
  status: text(),
  type: text(),
  sonType: text(),
  content: text(),
  images: imageList(),
  disposeDetail: text(),
  disposeImages: imageList(),
  isNeedScore: flag(),
});
export type ComplaintDetails = v.InferOutput<typeof ComplaintDetailsSchema>;

/**
 * What problem-save answers: the spec shows no shape, so the complaint's reference is `data.problemId`, `data.id`
 * or `data` itself as a string or number (each renamable through the key table); '' where it gives none.
 */
export const ProblemSavedSchema = v.pipe(
  v.unknown(),
  v.transform((data): { reference: string } => {
    const value =
      data !== null && typeof data === 'object'
        ? ((data as Record<string, unknown>).problemId ?? (data as Record<string, unknown>).id)
        : data;
    return { reference: typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '' };
  }),
);
export type ProblemSaved = v.InferOutput<typeof ProblemSavedSchema>;

export const UploadedImageSchema = v.object({ url: requiredText('missing url') });

export const fetchProblemInit = defineCall({
  endpoint: 'problemInit',
  path: '/planes/user-problem/problem-init',
  request: v.object({ orderId: v.optional(v.string()) }),
  schema: ProblemInitSchema,
  answers: '`ProblemInit`',
  example: {
    request: { orderId: 'ORD170' },
    answer: {
      problemType: [
        { title: 'Repayment', value: 1 },
        { title: 'Other', value: 9 },
      ],
      problemSonType: [{ title: 'Paid but not posted', value: 11 }],
      orderDetail: null,
      orderList: [],
    },
  },
});

const UploadRequest = v.object({ problemImage: v.blob() });

/** Multipart upload of one evidence image (field problemImage); success is code '00'. */
export function uploadProblemImage(image: Blob, options?: CallOptions) {
  const body = new FormData();
  body.append('problemImage', image, image instanceof File ? image.name : 'image.jpg');
  return call(uploadProblemImage.definition, body, options);
}
uploadProblemImage.definition = Object.freeze<CallDefinition<typeof UploadedImageSchema, typeof UploadRequest>>({
  endpoint: 'uploadProblemImage',
  path: '/planes/user-problem/upload-problem-img',
  success: 'doubleZero',
  multipart: true,
  request: UploadRequest,
  schema: UploadedImageSchema,
  answers: '`{ url: string }`',
  example: { request: { problemImage: new Blob() }, answer: { url: 'https://cdn.example/evidence/1.jpg' } },
});

export const saveProblem = defineCall({
  endpoint: 'problemSave',
  path: '/planes/user-problem/problem-save',
  request: v.object({
    problemType: v.number(),
    problemSonType: v.union([v.number(), v.literal('')]),
    problemDetail: v.string(),
    /** The uploaded images' URLs, comma-joined. */
    problemImage: v.string(),
    orderNo: v.string(),
  }),
  schema: ProblemSavedSchema,
  answers: "the complaint's reference: `{ problemId }`, `{ id }`, a bare string or number, or null (see above)",
  example: {
    request: {
      problemType: 1,
      problemSonType: 11,
      problemDetail: 'Paid on Nov 20',
      problemImage: '',
      orderNo: 'ORD170',
    },
    answer: { problemId: 'PB1001' },
  },
});

export const fetchProblemList = defineCall({
  endpoint: 'problemList',
  path: '/planes/user-problem/problem-list',
  request: NoFields,
  schema: ComplaintListSchema,
  answers: '`{ tabs: { title: string, list: ComplaintListEntry[] }[] }` (3 tabs)',
  example: {
    request: {},
    answer: {
      tabs: [
        { title: 'Processing', list: [{ id: 'PB1001', time: 1763863200000, type: 'Repayment', content: 'Paid' }] },
        { title: 'Processed', list: [] },
        { title: 'Closed', list: [] },
      ],
    },
  },
});

export const fetchProblemDetail = defineCall({
  endpoint: 'problemDetail',
  path: '/planes/user-problem/problem-detail',
  request: v.object({ problemId: v.string() }),
  schema: ComplaintDetailsSchema,
  answers: '`ComplaintDetails`',
  example: {
    request: { problemId: 'PB1001' },
    answer: { problemId: 'PB1001', type: 'Repayment', content: 'Paid on Nov 20', images: [], isNeedScore: 0 },
  },
});

export const saveProblemScore = defineCall({
  endpoint: 'problemScore',
  path: '/planes/user-problem/save-score',
  success: 'doubleZero',
  request: v.object({ score: v.number(), problemId: v.string() }),
  schema: IgnoredData,
  answers: 'null',
  example: { request: { score: 5, problemId: 'PB1001' }, answer: null },
});
