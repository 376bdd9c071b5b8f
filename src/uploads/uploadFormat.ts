/** Progress is shown with two decimals. */
export const formatProgress = (loaded: number, total: number): string => (total > 0 ? Math.min(100, (loaded / total) * 100) : 0).toFixed(2);

const units = ['B', 'KB', 'MB', 'GB'];

/** 1536 → '1.50 KB', 50 MiB → '50 MB' (binary multiples, as file managers show them; a round size, like the upload limit, without decimals). */
export const formatBytes = (bytes: number): string => {
  if (bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(2)} ${units[unit]}`;
};

export const formatSpeed = (bytesPerSecond: number): string => `${formatBytes(bytesPerSecond)}/s`;
