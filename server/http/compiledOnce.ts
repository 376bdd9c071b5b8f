/**
 * Compiles each schema once per process, recognised by its text. Many routes declare the same
 * schema (an id in the path, one answer shape on several routes), and every app built in one
 * process (each API test's) declares the same routes again: compiling schemas is most of the time
 * an app takes to start. Ajv and fast-json-stringify recognise a schema by its object, and each
 * route's schema is a new object. What is compiled keeps no state between calls, so routes share it.
 */
export function compiledOnce<Compiled>(compile: (schema: Record<string, unknown>) => Compiled): (schema: Record<string, unknown>) => Compiled {
  const compiled = new Map<string, Compiled>();
  return (schema) => {
    const text = JSON.stringify(schema);
    let found = compiled.get(text);
    if (found === undefined) {
      found = compile(schema);
      compiled.set(text, found);
    }
    return found;
  };
}
