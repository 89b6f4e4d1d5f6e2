/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, product: NonNullable<unknown> }} Species_Share_TextInputs */

const en_species_share_text = /** @type {(inputs: Species_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check out ${i?.name} on ${i?.product}`)
};

const es_species_share_text = /** @type {(inputs: Species_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mira ${i?.name} en ${i?.product}`)
};

const de_species_share_text = /** @type {(inputs: Species_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schau dir ${i?.name} auf ${i?.product} an`)
};

const fr_species_share_text = /** @type {(inputs: Species_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Découvrez ${i?.name} sur ${i?.product}`)
};

const zh_hans1_species_share_text = /** @type {(inputs: Species_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在 ${i?.product} 上看看${i?.name}`)
};

/**
* | output |
* | --- |
* | "Check out {name} on {product}" |
*
* @param {Species_Share_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_share_text = /** @type {((inputs: Species_Share_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Share_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_share_text(inputs)
	if (locale === "de") return de_species_share_text(inputs)
	if (locale === "fr") return fr_species_share_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_share_text(inputs)
	return en_species_share_text(inputs)
});