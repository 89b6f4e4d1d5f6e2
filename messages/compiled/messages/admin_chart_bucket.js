/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, accuracy: NonNullable<unknown>, sightings: NonNullable<unknown> }} Admin_Chart_BucketInputs */

const en_admin_chart_bucket = /** @type {(inputs: Admin_Chart_BucketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`confidence ${i?.from} to ${i?.to}: ${i?.accuracy} right of ${i?.sightings}`)
};

const es_admin_chart_bucket = /** @type {(inputs: Admin_Chart_BucketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`confianza de ${i?.from} a ${i?.to}: ${i?.accuracy} de aciertos sobre ${i?.sightings}`)
};

const de_admin_chart_bucket = /** @type {(inputs: Admin_Chart_BucketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sicherheit ${i?.from} bis ${i?.to}: ${i?.accuracy} richtig von ${i?.sightings}`)
};

const fr_admin_chart_bucket = /** @type {(inputs: Admin_Chart_BucketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`confiance de ${i?.from} à ${i?.to} : ${i?.accuracy} de justes sur ${i?.sightings}`)
};

const zh_hans1_admin_chart_bucket = /** @type {(inputs: Admin_Chart_BucketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`置信度 ${i?.from} 至 ${i?.to}：${i?.sightings} 条中正确率 ${i?.accuracy}`)
};

/**
* | output |
* | --- |
* | "confidence {from} to {to}: {accuracy} right of {sightings}" |
*
* @param {Admin_Chart_BucketInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_chart_bucket = /** @type {((inputs: Admin_Chart_BucketInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Chart_BucketInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_chart_bucket(inputs)
	if (locale === "de") return de_admin_chart_bucket(inputs)
	if (locale === "fr") return fr_admin_chart_bucket(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_chart_bucket(inputs)
	return en_admin_chart_bucket(inputs)
});