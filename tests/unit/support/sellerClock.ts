import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the file's tests on a seller's clock in Mexico City (six hours behind UTC all year), so what
 * they expect of local times does not depend on the machine's own zone.
 */
export function onMexicoCityClock(): void {
  const machineZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Mexico_City';
  });
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });
}
