/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stopped_AboveInputs */

const en_admin_stopped_above = /** @type {(inputs: Admin_Stopped_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped above species`)
};

const es_admin_stopped_above = /** @type {(inputs: Admin_Stopped_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenidas por encima de la especie`)
};

const de_admin_stopped_above = /** @type {(inputs: Admin_Stopped_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oberhalb der Art geblieben`)
};

const fr_admin_stopped_above = /** @type {(inputs: Admin_Stopped_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêtées au-dessus de l’espèce`)
};

const zh_hans1_admin_stopped_above = /** @type {(inputs: Admin_Stopped_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停在种以上`)
};

/**
* | output |
* | --- |
* | "Stopped above species" |
*
* @param {Admin_Stopped_AboveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_stopped_above = /** @type {((inputs?: Admin_Stopped_AboveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stopped_AboveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stopped_above(inputs)
	if (locale === "de") return de_admin_stopped_above(inputs)
	if (locale === "fr") return fr_admin_stopped_above(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_stopped_above(inputs)
	return en_admin_stopped_above(inputs)
});