export interface CallRow {
  surface: 'admin' | 'public' | 'private' | 'enduser';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  operationId: string;
}
export function readCalls(file?: string): CallRow[];
export function checkCoverage(rows: CallRow[], docs: Record<string, unknown>): string[];
