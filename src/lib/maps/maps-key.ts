/** The public Maps key (browser-side, restricted by referrer); empty when the site has none. */
export const mapsKey: string = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? "";
