/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ free: NonNullable<unknown> }} Identify_Remaining_On_DeviceInputs */

const en_identify_remaining_on_device = /** @type {(inputs: Identify_Remaining_On_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.free} remaining on this device.`)
};

const es_identify_remaining_on_device = /** @type {(inputs: Identify_Remaining_On_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te quedan ${i?.free} en este dispositivo.`)
};

const de_identify_remaining_on_device = /** @type {(inputs: Identify_Remaining_On_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch ${i?.free} auf diesem Gerät.`)
};

const fr_identify_remaining_on_device = /** @type {(inputs: Identify_Remaining_On_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il vous reste ${i?.free} sur cet appareil.`)
};

const zh_hans1_identify_remaining_on_device = /** @type {(inputs: Identify_Remaining_On_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此设备上还剩 ${i?.free}。`)
};

/**
* | output |
* | --- |
* | "{free} remaining on this device." |
*
* @param {Identify_Remaining_On_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_remaining_on_device = /** @type {((inputs: Identify_Remaining_On_DeviceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Remaining_On_DeviceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_remaining_on_device(inputs)
	if (locale === "de") return de_identify_remaining_on_device(inputs)
	if (locale === "fr") return fr_identify_remaining_on_device(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_remaining_on_device(inputs)
	return en_identify_remaining_on_device(inputs)
});