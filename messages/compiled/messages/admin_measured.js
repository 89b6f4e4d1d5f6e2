/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, median: NonNullable<unknown>, over: NonNullable<unknown> }} Admin_MeasuredInputs */

const en_admin_measured = /** @type {(inputs: Admin_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Measured on ${i?.count} verified sightings. Median time from review request to verification: ${i?.median}${i?.over}`)
};

const es_admin_measured = /** @type {(inputs: Admin_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Medido sobre ${i?.count} avistamientos verificados. Tiempo mediano entre la solicitud de revisión y la verificación: ${i?.median}${i?.over}`)
};

const de_admin_measured = /** @type {(inputs: Admin_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gemessen an ${i?.count} geprüften Sichtungen. Mittlere Zeit von der Bitte um Prüfung bis zur Prüfung: ${i?.median}${i?.over}`)
};

const fr_admin_measured = /** @type {(inputs: Admin_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mesuré sur ${i?.count} observations vérifiées. Délai médian entre la demande de vérification et la vérification : ${i?.median}${i?.over}`)
};

const zh_hans1_admin_measured = /** @type {(inputs: Admin_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`基于 ${i?.count} 条已核实的目击记录。从请求审核到完成核实的中位时间：${i?.median}${i?.over}`)
};

/**
* | output |
* | --- |
* | "Measured on {count} verified sightings. Median time from review request to verification: {median}{over}" |
*
* @param {Admin_MeasuredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_measured = /** @type {((inputs: Admin_MeasuredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_MeasuredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_measured(inputs)
	if (locale === "de") return de_admin_measured(inputs)
	if (locale === "fr") return fr_admin_measured(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_measured(inputs)
	return en_admin_measured(inputs)
});