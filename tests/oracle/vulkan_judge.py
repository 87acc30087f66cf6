"""The real-device judge of issue 23: does a Vulkan device take a SPIR-V compute kernel?

Run as a program (``python vulkan_judge.py < batch.json``) so that a driver crash ends
this process, not pytest's: it reads ``{"kernels": [{"name", "spv", "bindings": [[set,
binding, "storage_buffer" | "storage_image" | "uniform_buffer"]], "push": BYTES, "entry":
NAME}], "features": true}`` (``false``: a device with nothing enabled; ``"disable": [MEMBER, ...]``: those features
off, or a kernel's own ``"disable"``; a kernel's ``"required_subgroup_size": N`` asks the
pipeline for that subgroup size) and
prints one JSON line per kernel as soon as it is judged: ``{"name", "verdict": "runs" |
"refused", "vuids": [...], "messages": [...]}``. The first line is the device's
``{"device": NAME, "api": "1.3.230", "features": N}``.

One instance with ``VK_LAYER_KHRONOS_validation`` and a debug-utils messenger that
collects every error's VUID (``pMessageIdName``); one device, created with every feature
it supports *enabled*: the ``VkPhysicalDeviceVulkan11/12/13Features`` structs and every
feature struct of a supported device extension that the core structs do not hold (from
the registry of ``vulkan-object``), chained into ``VkPhysicalDeviceFeatures2``, with
every supported device extension enabled. Each kernel is then ``vkCreateShaderModule``
and ``vkCreateComputePipelines`` under a pipeline layout of its bindings: it *runs* when
both succeed with no validation error, else it is *refused*, with the VUIDs.

``XDG_RUNTIME_DIR`` must name a private directory (the caller sets it).
"""

from __future__ import annotations

import json
import sys

# Device extensions that depend on instance extensions this judge does not enable (surfaces).
_SKIP_EXTENSIONS = ("swapchain", "present", "display")

# The extension feature structs that can enable what a compute kernel declares.
_SHADER_WORDS = ("Shader", "CooperativeMatrix", "WorkgroupMemory", "Subgroup", "Robustness")

_DESCRIPTORS = {
    "storage_buffer": "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
    "uniform_buffer": "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER",
    "storage_image": "VK_DESCRIPTOR_TYPE_STORAGE_IMAGE",
}


def _version_tuple(v: int) -> tuple[int, int, int]:
    return (v >> 22) & 0x7F, (v >> 12) & 0x3FF, v & 0xFFF


class Judge:
    """One instance, one device, many kernels."""

    def __init__(self, features: bool = True, disable: tuple[str, ...] = ()) -> None:
        import vulkan as vk

        self.vk = vk
        self.ffi = vk.ffi
        self.messages: list[tuple[str, str]] = []
        self._keep: list[object] = []  # cffi objects that must outlive the device
        app = vk.VkApplicationInfo(
            pApplicationName="odsgen-judge", apiVersion=vk.VK_MAKE_VERSION(1, 3, 0), engineVersion=0
        )
        self.instance = vk.vkCreateInstance(
            vk.VkInstanceCreateInfo(
                pApplicationInfo=app,
                ppEnabledLayerNames=["VK_LAYER_KHRONOS_validation"],
                ppEnabledExtensionNames=[vk.VK_EXT_DEBUG_UTILS_EXTENSION_NAME],
            ),
            None,
        )

        def callback(severity, types, data, user):
            if severity & vk.VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT:
                vuid = self.ffi.string(data.pMessageIdName).decode() if data.pMessageIdName else ""
                self.messages.append((vuid, self.ffi.string(data.pMessage).decode(errors="replace")))
            return 0

        create = vk.vkGetInstanceProcAddr(self.instance, "vkCreateDebugUtilsMessengerEXT")
        self.messenger = create(
            self.instance,
            vk.VkDebugUtilsMessengerCreateInfoEXT(
                messageSeverity=vk.VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT
                | vk.VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT,
                messageType=vk.VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT
                | vk.VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT
                | vk.VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT,
                pfnUserCallback=callback,
            ),
            None,
        )
        self._callback = callback
        self.physical = vk.vkEnumeratePhysicalDevices(self.instance)[0]
        props = vk.vkGetPhysicalDeviceProperties(self.physical)
        self.name = (
            self.ffi.string(props.deviceName).decode() if not isinstance(props.deviceName, str) else props.deviceName
        )
        self.api = _version_tuple(props.apiVersion)
        self.disable = tuple(disable)
        self.enable = features
        self.device = self._create_device(features)
        self._devices = {self.disable: self.device}
        self.device_messages = list(self.messages)
        self.messages.clear()

    # ------------------------------------------------------------------ the device

    def _feature_chain(self, extensions: set[str]):
        """``VkPhysicalDeviceFeatures2`` with every feature struct the device has, queried."""
        from vulkan_object import get_vulkan_object

        vk, ffi = self.vk, self.ffi
        registry = get_vulkan_object()
        core = {f"VK_VERSION_1_{m}" for m in range(1, self.api[1] + 1)}
        names = [f"VkPhysicalDeviceVulkan1{m}Features" for m in range(1, self.api[1] + 1)]
        for name, s in sorted(registry.structs.items()):
            if name in names or "VkDeviceCreateInfo" not in (s.extends or ()):
                continue
            if not any(w in name for w in _SHADER_WORDS):
                continue  # a feature of graphics, or of memory, not of what a kernel declares
            if "VkPhysicalDeviceFeatures2" not in (s.extends or ()) or not s.extensions:
                continue
            promoted = s.version is not None and s.version.name in core
            if promoted or not any(e in extensions for e in s.extensions):
                continue
            names.append(name)
        head = ffi.new("VkPhysicalDeviceFeatures2*")
        head.sType = vk.VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2
        prev = head
        kept = []
        for name in names:
            try:
                p = ffi.new(f"{name}*")
            except ffi.error:
                continue  # a struct newer than the bindings' headers
            p.sType = getattr(vk, registry.structs[name].sType)
            prev.pNext = p
            prev = p
            kept.append((name, p))
        self._keep.extend([head, kept])
        vk.vkGetPhysicalDeviceFeatures2(self.physical, head)
        for member in self.disable:  # (a device without them: a feature a rule needs, switched off)
            for p in [head.features] + [p for _, p in kept]:
                if hasattr(p, member):
                    setattr(p, member, 0)
        return head, kept

    def _create_device(self, enable: bool):
        """The device, with every supported feature and extension enabled (``enable``), or none."""
        vk = self.vk
        available = {
            (e.extensionName if isinstance(e.extensionName, str) else self.ffi.string(e.extensionName).decode())
            for e in vk.vkEnumerateDeviceExtensionProperties(self.physical, None)
        }
        extensions = sorted(e for e in available if not any(w in e.lower() for w in _SKIP_EXTENSIONS))
        features, kept = self._feature_chain(set(extensions))
        self.features = [name for name, _ in kept]
        if not enable:
            features, extensions, self.features = None, [], []
        families = vk.vkGetPhysicalDeviceQueueFamilyProperties(self.physical)
        family = next(i for i, f in enumerate(families) if f.queueFlags & vk.VK_QUEUE_COMPUTE_BIT)
        queue = vk.VkDeviceQueueCreateInfo(queueFamilyIndex=family, queueCount=1, pQueuePriorities=[1.0])
        info = vk.VkDeviceCreateInfo(
            pNext=features if features is not None else vk.ffi.NULL,
            pQueueCreateInfos=[queue],
            ppEnabledExtensionNames=extensions,
        )
        self.extensions = extensions
        return vk.vkCreateDevice(self.physical, info, None)

    def use(self, disable: tuple[str, ...]) -> None:
        """Judge the next kernels on a device with the features ``disable`` off (made once)."""
        if disable not in self._devices:
            self.disable = disable
            self._devices[disable] = self._create_device(self.enable)
        self.device = self._devices[disable]

    # ------------------------------------------------------------------ kernels

    def judge(self, kernel: dict) -> dict:
        vk = self.vk
        if "disable" in kernel:
            self.use(tuple(kernel["disable"]))
        self.messages.clear()
        with open(kernel["spv"], "rb") as f:
            code = f.read()
        verdict = "runs"
        module = layout = set_layout = None
        try:
            module = vk.vkCreateShaderModule(
                self.device, vk.VkShaderModuleCreateInfo(codeSize=len(code), pCode=code), None
            )
            bindings = [
                vk.VkDescriptorSetLayoutBinding(
                    binding=b,
                    descriptorType=getattr(vk, _DESCRIPTORS[kind]),
                    descriptorCount=1,
                    stageFlags=vk.VK_SHADER_STAGE_COMPUTE_BIT,
                )
                for _, b, kind in kernel.get("bindings", ())
            ]
            set_layout = vk.vkCreateDescriptorSetLayout(
                self.device, vk.VkDescriptorSetLayoutCreateInfo(pBindings=bindings), None
            )
            push = kernel.get("push", 0)
            ranges = [vk.VkPushConstantRange(stageFlags=vk.VK_SHADER_STAGE_COMPUTE_BIT, offset=0, size=push)]
            layout = vk.vkCreatePipelineLayout(
                self.device,
                vk.VkPipelineLayoutCreateInfo(pSetLayouts=[set_layout], pPushConstantRanges=ranges if push else []),
                None,
            )
            size = kernel.get("required_subgroup_size")
            required = (
                vk.VkPipelineShaderStageRequiredSubgroupSizeCreateInfo(requiredSubgroupSize=size)
                if size
                else vk.ffi.NULL
            )
            stage = vk.VkPipelineShaderStageCreateInfo(
                pNext=required,
                stage=vk.VK_SHADER_STAGE_COMPUTE_BIT,
                module=module,
                pName=kernel.get("entry", "main"),
            )
            pipelines = vk.vkCreateComputePipelines(
                self.device, None, 1, [vk.VkComputePipelineCreateInfo(stage=stage, layout=layout)], None
            )
            vk.vkDestroyPipeline(self.device, pipelines[0], None)
        except vk.VkError as exc:
            verdict = "refused"
            self.messages.append(("", f"{type(exc).__name__}"))
        finally:
            if layout is not None:
                vk.vkDestroyPipelineLayout(self.device, layout, None)
            if set_layout is not None:
                vk.vkDestroyDescriptorSetLayout(self.device, set_layout, None)
            if module is not None:
                vk.vkDestroyShaderModule(self.device, module, None)
        if self.messages:
            verdict = "refused"
        # (a driver logs through the messenger too, its id a source place: a message, not a VUID)
        vuids = sorted({v for v, _ in self.messages if v.startswith(("VUID-", "UNASSIGNED-"))})
        return {"name": kernel["name"], "verdict": verdict, "vuids": vuids, "messages": [m for _, m in self.messages]}


def main() -> int:
    batch = json.load(sys.stdin)
    judge = Judge(batch.get("features", True), tuple(batch.get("disable", ())))
    head = {
        "device": judge.name,
        "api": ".".join(map(str, judge.api)),
        "features": judge.features,
        "extensions": judge.extensions,
        "device_messages": [m for _, m in judge.device_messages],
    }
    print(json.dumps(head), flush=True)
    for kernel in batch["kernels"]:
        print(json.dumps(judge.judge(kernel)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
