// The pin artwork lives in @quo/map-symbols (free of MapLibre, so the API draws the same pins).
export { categoryPinSvg, type PinForm, type PinKind, pinImageId, pinSvg, pinsWanted } from '@quo/map-symbols'
