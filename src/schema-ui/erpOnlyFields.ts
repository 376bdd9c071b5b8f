import type { ResourceDeclaration } from '../../resources';

/** Some of a declaration's fields split, in their order, into those a seller works with and those only the ERP uses (`erpOnly`). */
export const splitErpOnly = ({ erpOnly = [] }: ResourceDeclaration, sources: readonly string[]) => ({
  shown: sources.filter((source) => !erpOnly.includes(source)),
  erpOnly: sources.filter((source) => erpOnly.includes(source)),
});
