/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Keep_AfterInputs */

const en_identify_keep_after = /** @type {(inputs: Identify_Keep_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on this device and it moves into your history.`)
};

const es_identify_keep_after = /** @type {(inputs: Identify_Keep_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en este dispositivo y pasará a tu historial.`)
};

const de_identify_keep_after = /** @type {(inputs: Identify_Keep_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`auf diesem Gerät, und sie landet in deinem Verlauf.`)
};

const fr_identify_keep_after = /** @type {(inputs: Identify_Keep_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur cet appareil et elle rejoindra votre historique.`)
};

const zh_hans1_identify_keep_after = /** @type {(inputs: Identify_Keep_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在此设备上完成后，它会进入你的历史记录。`)
};

/**
* | output |
* | --- |
* | "on this device and it moves into your history." |
*
* @param {Identify_Keep_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_keep_after = /** @type {((inputs?: Identify_Keep_AfterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Keep_AfterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_keep_after(inputs)
	if (locale === "de") return de_identify_keep_after(inputs)
	if (locale === "fr") return fr_identify_keep_after(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_keep_after(inputs)
	return en_identify_keep_after(inputs)
});