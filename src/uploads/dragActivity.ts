/** The drag-active state clears after 1000 ms without drag events. */
export const dragIdleMs = 1000;

/**
 * Tracks whether something is being dragged over the page. Browsers send no reliable "drag
 * ended" when the pointer leaves the window, so silence is what ends it.
 */
export class DragActivity {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private active = false;

  constructor(private readonly onChange: (active: boolean) => void) {}

  /** Any dragenter/dragover. */
  touch() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.set(false), dragIdleMs);
    this.set(true);
  }

  /** A drop (or unmount) ends it at once. */
  end() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.set(false);
  }

  private set(active: boolean) {
    if (this.active === active) return;
    this.active = active;
    this.onChange(active);
  }
}
