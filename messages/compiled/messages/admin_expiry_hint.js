/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Expiry_HintInputs */

const en_admin_expiry_hint = /** @type {(inputs: Admin_Expiry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for 7 days from now. Free and lifetime do not expire.`)
};

const es_admin_expiry_hint = /** @type {(inputs: Admin_Expiry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjalo vacío para 7 días a partir de hoy. Los niveles gratuito y vitalicio no caducan.`)
};

const de_admin_expiry_hint = /** @type {(inputs: Admin_Expiry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer lassen für 7 Tage ab heute. Kostenlos und lebenslang laufen nicht ab.`)
};

const fr_admin_expiry_hint = /** @type {(inputs: Admin_Expiry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez vide pour 7 jours à partir d’aujourd’hui. Les niveaux gratuit et à vie n’expirent pas.`)
};

const zh_hans1_admin_expiry_hint = /** @type {(inputs: Admin_Expiry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留空则为从今天起 7 天。免费和终身等级不会到期。`)
};

/**
* | output |
* | --- |
* | "Leave empty for 7 days from now. Free and lifetime do not expire." |
*
* @param {Admin_Expiry_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expiry_hint = /** @type {((inputs?: Admin_Expiry_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expiry_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expiry_hint(inputs)
	if (locale === "de") return de_admin_expiry_hint(inputs)
	if (locale === "fr") return fr_admin_expiry_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expiry_hint(inputs)
	return en_admin_expiry_hint(inputs)
});