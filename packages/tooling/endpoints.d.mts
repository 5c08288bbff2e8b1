/** An endpoint's declaration as the derived files read it (the kit's `CallDefinition`). */
export interface EndpointDeclaration {
  endpoint: string;
  path: string;
  method?: 'GET' | 'POST';
  multipart?: boolean;
  answers: string;
  request?: object;
}
export interface DeclarationFile {
  file: string;
  declarations: readonly EndpointDeclaration[];
}
export function endpointsBarrel(files: readonly string[]): string;
export function defaultEndpoints(declarations: readonly EndpointDeclaration[]): string;
export function handlerList(files: readonly string[]): string;
export function requestFields(declaration: EndpointDeclaration): string;
export const TABLE_START: string;
export const TABLE_END: string;
export function shapesTable(groups: readonly DeclarationFile[]): string;
export function withShapesTable(doc: string, table: string): string;
