/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_SavingInputs */

const en_maps_saving = /** @type {(inputs: Maps_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const es_maps_saving = /** @type {(inputs: Maps_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const de_maps_saving = /** @type {(inputs: Maps_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert…`)
};

const fr_maps_saving = /** @type {(inputs: Maps_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const zh_hans1_maps_saving = /** @type {(inputs: Maps_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在保存…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Maps_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_saving = /** @type {((inputs?: Maps_SavingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_SavingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_saving(inputs)
	if (locale === "de") return de_maps_saving(inputs)
	if (locale === "fr") return fr_maps_saving(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_saving(inputs)
	return en_maps_saving(inputs)
});