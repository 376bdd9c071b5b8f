/** A running upload of one file: its answer, and a way to stop it. */
export interface UploadJob {
  /** The answer's body on success; rejects with an error code. */
  readonly result: Promise<unknown>;
  abort(): void;
  /** Only chunked uploads can pause. */
  pause?(): void;
  resume?(): void;
}

export type ProgressListener = (loaded: number, total: number) => void;
