import type { UploadData, UploadFile } from './uploadTypes';

/** What a caller may give for a new file: a Blob/File, or some fields of the record with one. */
export type NewUpload = Blob | (Partial<Omit<UploadFile, 'id'>> & { readonly id?: string });

export interface RecordDefaults {
  readonly postAction: string;
  readonly putAction: string;
  readonly timeout: number;
  readonly data: UploadData;
  readonly headers: UploadData;
}

/** A fresh, idle file record. */
export function createUploadFile(input: NewUpload, id: string, defaults: RecordDefaults): UploadFile {
  const fields = input instanceof Blob ? { file: input } : input;
  const file = fields.file;
  return {
    file,
    size: file?.size ?? -1,
    name: file instanceof File ? file.name : '',
    type: file?.type ?? '',
    putAction: defaults.putAction,
    postAction: defaults.postAction,
    timeout: defaults.timeout,
    ...fields,
    id: fields.id ?? id,
    active: false,
    error: '',
    success: false,
    response: undefined,
    progress: '0.00',
    speed: 0,
    data: { ...defaults.data, ...fields.data },
    headers: { ...defaults.headers, ...fields.headers },
    paused: false,
  };
}
