/** Error codes of the checks and of the transport, plus the chunk protocol's 'upload' and the missing-action message. */
export type UploadErrorCode =
  'not_exists' | 'file_object' | 'extension' | 'size' | 'abort' | 'timeout' | 'network' | 'denied' | 'server' | 'upload' | 'No action configured';

export type UploadData = Readonly<Record<string, string>>;

/** One file of the uploader as the screen shows it. `error` is a code, or the error/message of a failure. */
export interface UploadFile {
  readonly id: string;
  readonly file: Blob | undefined;
  /** -1 for a directory entry, which the size limit does not apply to. */
  readonly size: number;
  readonly name: string;
  readonly type: string;
  readonly active: boolean;
  readonly error: string;
  readonly success: boolean;
  readonly putAction: string;
  readonly postAction: string;
  /** Milliseconds; 0 means no limit. */
  readonly timeout: number;
  readonly response: unknown;
  /** Percent with two decimals, '0.00' to '100.00'. */
  readonly progress: string;
  /** Bytes per second over the last sample. */
  readonly speed: number;
  readonly data: UploadData;
  readonly headers: UploadData;
  /** A chunked upload whose chunks were stopped by pause(); resume() carries on. */
  readonly paused: boolean;
}

export type UploadState = 'idle' | 'active' | 'success' | 'error';

export const uploadStateOf = (file: UploadFile): UploadState => (file.error ? 'error' : file.success ? 'success' : file.active ? 'active' : 'idle');

export interface ChunkOptions {
  readonly enabled: boolean;
  /** Chunked only above this size (1,048,576 bytes by default). */
  readonly minSize: number;
  readonly maxActive: number;
  readonly maxRetries: number;
  /** Defaults to the uploader's postAction. */
  readonly action?: string;
  readonly headers?: UploadData;
  readonly startBody?: UploadData;
  readonly uploadBody?: UploadData;
  readonly finishBody?: UploadData;
}

export interface UploaderOptions {
  readonly postAction?: string;
  readonly putAction?: string;
  readonly headers?: UploadData;
  readonly data?: UploadData;
  /** Allowed extensions, as 'jpg,png' or ['jpg', 'png']; empty allows all. */
  readonly extensions?: string | readonly string[];
  /** Bytes; 0 means no limit. */
  readonly size?: number;
  readonly multiple?: boolean;
  /** Files kept at most; defaults to 1 in single mode and 0 (unlimited) in multiple mode. */
  readonly maximum?: number;
  /** Files uploaded at once. */
  readonly thread?: number;
  readonly timeout?: number;
  /** Form field of the file in a multipart POST. */
  readonly name?: string;
  readonly chunk?: Partial<ChunkOptions>;
  readonly random?: () => number;
}
