/**
 * The screens' tests run on a seller's clock in Mexico City (six hours behind UTC all year), so what
 * they expect of local times does not depend on the machine's own zone. Their files run in worker
 * threads, which share the process's zone and cannot change it: it is set here, once, before any runs.
 */
export default function setup() {
  const machineZone = process.env.TZ;
  process.env.TZ = 'America/Mexico_City';
  return () => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  };
}
