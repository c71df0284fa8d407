/** The app's name, as wallets and the kit show it (spec §1). */
export const APP_NAME = 'Co-Editions';
