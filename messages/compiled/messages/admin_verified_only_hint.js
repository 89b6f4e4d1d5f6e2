/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Verified_Only_HintInputs */

const en_admin_verified_only_hint = /** @type {(inputs: Admin_Verified_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishing then refuses sightings experts have not verified. Photos already published stay.`)
};

const es_admin_verified_only_hint = /** @type {(inputs: Admin_Verified_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Así no se publicará ningún avistamiento que los expertos no hayan verificado. Las fotos ya publicadas se quedan.`)
};

const de_admin_verified_only_hint = /** @type {(inputs: Admin_Verified_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dann lässt sich keine Sichtung veröffentlichen, die Experten nicht geprüft haben. Bereits veröffentlichte Fotos bleiben.`)
};

const fr_admin_verified_only_hint = /** @type {(inputs: Admin_Verified_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La publication refuse alors les observations que les experts n’ont pas vérifiées. Les photos déjà publiées restent.`)
};

const zh_hans1_admin_verified_only_hint = /** @type {(inputs: Admin_Verified_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开启后，未经专家核实的目击记录将无法发布。已发布的照片保持不变。`)
};

/**
* | output |
* | --- |
* | "Publishing then refuses sightings experts have not verified. Photos already published stay." |
*
* @param {Admin_Verified_Only_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_verified_only_hint = /** @type {((inputs?: Admin_Verified_Only_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Verified_Only_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_verified_only_hint(inputs)
	if (locale === "de") return de_admin_verified_only_hint(inputs)
	if (locale === "fr") return fr_admin_verified_only_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_verified_only_hint(inputs)
	return en_admin_verified_only_hint(inputs)
});