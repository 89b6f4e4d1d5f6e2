/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refusal_Not_VerifiedInputs */

const en_admin_refusal_not_verified = /** @type {(inputs: Admin_Refusal_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only verified sightings can be published, and experts have not verified this one yet. Publish it once it is verified, or turn off "Only verified sightings can be published" in Settings.`)
};

const es_admin_refusal_not_verified = /** @type {(inputs: Admin_Refusal_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se pueden publicar avistamientos verificados y los expertos aún no han verificado este. Publícalo cuando esté verificado o desactiva «Solo se pueden publicar avistamientos verificados» en Ajustes.`)
};

const de_admin_refusal_not_verified = /** @type {(inputs: Admin_Refusal_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur geprüfte Sichtungen können veröffentlicht werden, und Experten haben diese noch nicht geprüft. Veröffentliche sie nach der Prüfung oder schalte „Nur geprüfte Sichtungen können veröffentlicht werden“ in den Einstellungen aus.`)
};

const fr_admin_refusal_not_verified = /** @type {(inputs: Admin_Refusal_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les observations vérifiées peuvent être publiées, et les experts n’ont pas encore vérifié celle-ci. Publiez-la une fois vérifiée, ou désactivez « Seules les observations vérifiées peuvent être publiées » dans Réglages.`)
};

const zh_hans1_admin_refusal_not_verified = /** @type {(inputs: Admin_Refusal_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有经过核实的目击记录才能发布，而专家尚未核实这一条。请在核实后再发布，或在设置中关闭“只有经过核实的目击记录才能发布”。`)
};

/**
* | output |
* | --- |
* | "Only verified sightings can be published, and experts have not verified this one yet. Publish it once it is verified, or turn off \"Only verified sightings ca..." |
*
* @param {Admin_Refusal_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_refusal_not_verified = /** @type {((inputs?: Admin_Refusal_Not_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refusal_Not_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refusal_not_verified(inputs)
	if (locale === "de") return de_admin_refusal_not_verified(inputs)
	if (locale === "fr") return fr_admin_refusal_not_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_refusal_not_verified(inputs)
	return en_admin_refusal_not_verified(inputs)
});