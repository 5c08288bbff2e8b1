export { choiceFromQuery, ComplaintWriteForm, ComplaintWritePage, MAX_IMAGES, MAX_TEXT } from './ComplaintWritePage';
export type { ComplaintChoice, ComplaintWriteFormProps } from './ComplaintWritePage';
export { clearDraft, readDraft, saveDraft } from './draft';
