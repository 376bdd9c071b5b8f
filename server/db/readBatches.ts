interface WaitingRead<Request, Answer> {
  request: Request;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * Reads of one shape that arrive while a statement of that shape is in flight wait for it, and are
 * then sent together as one statement. A statement costs the database and both processes about as
 * much to start, send and answer as reading a page's records does, so under load a batch of pages
 * costs little more than one page; a read that finds nothing in flight is sent at once, alone. Every
 * read is answered by a statement that started after it arrived: nothing is answered from memory.
 */
export class ReadBatches<Request, Answer> {
  private readonly waiting: WaitingRead<Request, Answer>[] = [];
  private inFlight = false;

  /**
   * @param readAll answers each request of a batch, in the batch's order, with one statement (an async
   *   function: an error it meets is its promise's rejection, which fails the batch's reads)
   * @param largest requests sent in one batch at most
   */
  constructor(
    private readonly readAll: (requests: readonly Request[]) => Promise<readonly Answer[]>,
    private readonly largest: number,
  ) {}

  read(request: Request): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.sendWaiting();
    });
  }

  private sendWaiting() {
    if (this.inFlight || !this.waiting.length) return;
    const batch = this.waiting.splice(0, this.largest);
    this.inFlight = true;
    this.readAll(batch.map((read) => read.request))
      .then(
        (answers) => batch.forEach((read, at) => read.resolve(answers[at])),
        (error: unknown) => batch.forEach((read) => read.reject(error)),
      )
      .finally(() => {
        this.inFlight = false;
        this.sendWaiting();
      });
  }
}
