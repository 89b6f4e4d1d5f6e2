/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ licence: NonNullable<unknown> }} Admin_Consent_LicenceInputs */

const en_admin_consent_licence = /** @type {(inputs: Admin_Consent_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The owner allows it in the public catalogue under ${i?.licence}`)
};

const es_admin_consent_licence = /** @type {(inputs: Admin_Consent_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su autor la permite en el catálogo público con la licencia ${i?.licence}`)
};

const de_admin_consent_licence = /** @type {(inputs: Admin_Consent_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Urheber erlaubt sie im öffentlichen Katalog unter ${i?.licence}`)
};

const fr_admin_consent_licence = /** @type {(inputs: Admin_Consent_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Son auteur l’autorise dans le catalogue public sous ${i?.licence}`)
};

const zh_hans1_admin_consent_licence = /** @type {(inputs: Admin_Consent_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`作者允许以 ${i?.licence} 许可将其收入公开图鉴`)
};

/**
* | output |
* | --- |
* | "The owner allows it in the public catalogue under {licence}" |
*
* @param {Admin_Consent_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_consent_licence = /** @type {((inputs: Admin_Consent_LicenceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Consent_LicenceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_consent_licence(inputs)
	if (locale === "de") return de_admin_consent_licence(inputs)
	if (locale === "fr") return fr_admin_consent_licence(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_consent_licence(inputs)
	return en_admin_consent_licence(inputs)
});