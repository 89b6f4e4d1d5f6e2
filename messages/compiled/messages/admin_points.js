/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_PointsInputs */

const en_admin_points = /** @type {(inputs: Admin_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} points`)
};

const es_admin_points = /** @type {(inputs: Admin_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} puntos`)
};

const de_admin_points = /** @type {(inputs: Admin_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Punkte`)
};

const fr_admin_points = /** @type {(inputs: Admin_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} points`)
};

const zh_hans1_admin_points = /** @type {(inputs: Admin_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个百分点`)
};

/**
* | output |
* | --- |
* | "{count} points" |
*
* @param {Admin_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_points = /** @type {((inputs: Admin_PointsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PointsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_points(inputs)
	if (locale === "de") return de_admin_points(inputs)
	if (locale === "fr") return fr_admin_points(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_points(inputs)
	return en_admin_points(inputs)
});