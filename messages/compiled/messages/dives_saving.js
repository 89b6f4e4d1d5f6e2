/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_SavingInputs */

const en_dives_saving = /** @type {(inputs: Dives_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const es_dives_saving = /** @type {(inputs: Dives_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const de_dives_saving = /** @type {(inputs: Dives_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert…`)
};

const fr_dives_saving = /** @type {(inputs: Dives_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const zh_hans1_dives_saving = /** @type {(inputs: Dives_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在保存…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Dives_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_saving = /** @type {((inputs?: Dives_SavingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_SavingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_saving(inputs)
	if (locale === "de") return de_dives_saving(inputs)
	if (locale === "fr") return fr_dives_saving(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_saving(inputs)
	return en_dives_saving(inputs)
});