/** The app's name, as wallets and the kit show it. */
export const APP_NAME = 'Co-Editions';
