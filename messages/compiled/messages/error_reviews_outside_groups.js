/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Reviews_Outside_GroupsInputs */

const en_error_reviews_outside_groups = /** @type {(inputs: Error_Reviews_Outside_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sighting is outside the groups you review`)
};

const es_error_reviews_outside_groups = /** @type {(inputs: Error_Reviews_Outside_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este avistamiento está fuera de los grupos que revisas`)
};

const de_error_reviews_outside_groups = /** @type {(inputs: Error_Reviews_Outside_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Sichtung liegt außerhalb der Gruppen, die du prüfst`)
};

const fr_error_reviews_outside_groups = /** @type {(inputs: Error_Reviews_Outside_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette observation est en dehors des groupes que vous vérifiez`)
};

const zh_hans1_error_reviews_outside_groups = /** @type {(inputs: Error_Reviews_Outside_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此目击不属于你审核的类群`)
};

/**
* | output |
* | --- |
* | "This sighting is outside the groups you review" |
*
* @param {Error_Reviews_Outside_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_outside_groups = /** @type {((inputs?: Error_Reviews_Outside_GroupsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_Outside_GroupsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_outside_groups(inputs)
	if (locale === "de") return de_error_reviews_outside_groups(inputs)
	if (locale === "fr") return fr_error_reviews_outside_groups(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_outside_groups(inputs)
	return en_error_reviews_outside_groups(inputs)
});