/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Identify_Sighting_HeadingInputs */

const en_identify_sighting_heading = /** @type {(inputs: Identify_Sighting_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your sighting: ${i?.count} of ${i?.max} photos`)
};

const es_identify_sighting_heading = /** @type {(inputs: Identify_Sighting_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu avistamiento: ${i?.count} de ${i?.max} fotos`)
};

const de_identify_sighting_heading = /** @type {(inputs: Identify_Sighting_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Sichtung: ${i?.count} von ${i?.max} Fotos`)
};

const fr_identify_sighting_heading = /** @type {(inputs: Identify_Sighting_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre observation : ${i?.count} photos sur ${i?.max}`)
};

const zh_hans1_identify_sighting_heading = /** @type {(inputs: Identify_Sighting_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的目击：${i?.count}/${i?.max} 张照片`)
};

/**
* | output |
* | --- |
* | "Your sighting: {count} of {max} photos" |
*
* @param {Identify_Sighting_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sighting_heading = /** @type {((inputs: Identify_Sighting_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sighting_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sighting_heading(inputs)
	if (locale === "de") return de_identify_sighting_heading(inputs)
	if (locale === "fr") return fr_identify_sighting_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sighting_heading(inputs)
	return en_identify_sighting_heading(inputs)
});