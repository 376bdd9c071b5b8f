/** The credentials a list's account filter loads: two Amazon accounts, each named by the seller, and none of another marketplace. */
export const twoAmazonAccounts = (marketplace: string) =>
  Promise.resolve(
    marketplace === 'amazon'
      ? [
          { id: 1, active: true, name: 'Tienda Amazon MX' },
          { id: 2, active: false, name: 'Outlet Amazon' },
        ]
      : [],
  );

/** The credentials with one Amazon account connected: there is no account to choose. */
export const oneAmazonAccount = (marketplace: string) => Promise.resolve(marketplace === 'amazon' ? [{ id: 1, active: true, name: 'Tienda Amazon MX' }] : []);
