import * as v from 'valibot';
import { call, defineCall, type CallOptions } from '../request';
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

export const fetchProblemInit = defineCall<typeof ProblemInitSchema, { orderId?: string }>({
  endpoint: 'problemInit',
  schema: ProblemInitSchema,
});

/** Multipart upload of one evidence image (field problemImage); success is code '00'. */
export function uploadProblemImage(image: Blob, options?: CallOptions) {
  const body = new FormData();
  body.append('problemImage', image, image instanceof File ? image.name : 'image.jpg');
  return call({ endpoint: 'uploadProblemImage', success: 'doubleZero', schema: UploadedImageSchema }, body, options);
}

export const saveProblem = defineCall<
  typeof ProblemSavedSchema,
  { problemType: number; problemSonType: number | ''; problemDetail: string; problemImage: string; orderNo: string }
>({ endpoint: 'problemSave', schema: ProblemSavedSchema });

export const fetchProblemList = defineCall<typeof ComplaintListSchema>({
  endpoint: 'problemList',
  schema: ComplaintListSchema,
});

export const fetchProblemDetail = defineCall<typeof ComplaintDetailsSchema, { problemId: string }>({
  endpoint: 'problemDetail',
  schema: ComplaintDetailsSchema,
});

export const saveProblemScore = defineCall<typeof IgnoredData, { score: number; problemId: string }>({
  endpoint: 'problemScore',
  success: 'doubleZero',
  schema: IgnoredData,
});
